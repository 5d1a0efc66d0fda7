import { describe, expect, it } from 'vitest';
import type { RouteSummary } from '@fleetdeck/shared';
import type { Rgba } from '../vehicles/vehicleBuffers.js';
import {
  PLANNER_LAYER_IDS as ID,
  plannerLayers,
  roadPieces,
  speedColours,
  violatedPaths,
  type PlannerColours,
} from './plannerRoute.js';

const c = (n: number): Rgba => [n, n, n, 255];
const colours: PlannerColours = {
  speed: { light_blue: c(1), dark_blue: c(2), orange: c(3), red: c(4) },
  halo: c(5),
  alternatives: [c(6), c(7), c(8)],
  violated: c(9),
  ferry: c(14),
  waypoint: c(10),
  waypointText: c(11),
  isochrones: [c(12), c(13)],
};

function route(over: Partial<RouteSummary> = {}): RouteSummary {
  return {
    distance: 1000,
    travelTime: 60,
    trafficDelay: 0,
    violated: false,
    coordinates: [
      [9, 45],
      [10, 45],
      [11, 44],
      [12, 43],
    ],
    speeds: [50, 90, 120, 140],
    toll: { summary: { costs: { amount: 0, currency: 'EUR' }, countries: [] }, sections: [] },
    monetaryCostsReport: {
      currency: 'EUR',
      distanceCost: 0,
      workingTimeCost: 0,
      tollCost: 0,
      totalCost: 0,
    },
    emissions: {} as RouteSummary['emissions'],
    violatedSections: [],
    ...over,
  };
}
const layer = (layers: ReturnType<typeof plannerLayers>, id: string) => {
  const found = layers.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found.props as unknown as Record<string, unknown> & { data: unknown[]; visible: boolean };
};

describe('the planner layers', () => {
  it('colours the route by the spec speed bands, bounds inclusive', () => {
    const r = route({ speeds: [70, 71, 100, 130, 131].slice(0, 4) });
    expect(speedColours(r, colours.speed)).toEqual([c(1), c(2), c(2), c(3)]);
  });

  it('draws the shown route with a halo and the others dashed, pickable, in their own colours', () => {
    const layers = plannerLayers(
      {
        route: route(),
        others: [
          { index: 1, route: route() },
          { index: 2, route: route() },
        ],
        waypoints: [
          [9, 45],
          [12, 43],
        ],
        ferries: [],
        isochrones: [],
        waypointsDraggable: false,
      },
      colours,
    );
    expect(layer(layers, ID.route).data).toHaveLength(1);
    expect(layer(layers, ID.halo).data).toHaveLength(1);
    const alternatives = layer(layers, ID.alternatives);
    expect(alternatives.pickable).toBe(true);
    expect(alternatives.data).toMatchObject([
      { index: 1, colour: c(6) },
      { index: 2, colour: c(7) },
    ]);
    expect(alternatives.extensions).toHaveLength(1);
    expect(layer(layers, ID.numbers).data).toEqual([
      { position: [9, 45], label: '1' },
      { position: [12, 43], label: '2' },
    ]);
    expect(layer(layers, ID.isochrones).visible).toBe(false);
  });

  it('hides the drawn waypoints while the draggable markers of select-on-map are shown', () => {
    const layers = plannerLayers(
      {
        route: null,
        others: [],
        ferries: [],
        waypoints: [[9, 45]],
        isochrones: [],
        waypointsDraggable: true,
      },
      colours,
    );
    expect(layer(layers, ID.waypoints).visible).toBe(false);
    expect(layer(layers, ID.route).visible).toBe(false);
  });

  it('marks violated sections as slices of the route', () => {
    const r = route({
      violatedSections: [
        { startIndex: 1, endIndex: 2, reason: 'height', limit: 3.5, value: 4, roadName: 'SS1' },
      ],
    });
    expect(violatedPaths(r)).toEqual([
      [
        [10, 45],
        [11, 44],
      ],
    ]);
  });

  it('draws the widest isochrone first, each horizon in its colour', () => {
    const ring: [number, number][] = [
      [0, 0],
      [1, 0],
      [0, 1],
    ];
    const layers = plannerLayers(
      {
        route: null,
        others: [],
        ferries: [],
        waypoints: [],
        isochrones: [
          { horizon: 1800, ring },
          { horizon: 7200, ring },
        ],
        waypointsDraggable: false,
      },
      colours,
    );
    const iso = layer(layers, ID.isochrones);
    expect(iso.data.map((d) => (d as { horizon: number }).horizon)).toEqual([7200, 1800]);
    const fill = iso.getFillColor as (d: { horizon: number }) => Rgba;
    expect(fill({ horizon: 1800 }).slice(0, 3)).toEqual([12, 12, 12]);
    expect(fill({ horizon: 7200 }).slice(0, 3)).toEqual([13, 13, 13]);
  });

  it('draws a ferry leg dashed in the ferry colour, named once, and no road across the sea', () => {
    const ferries = [{ name: 'Napoli – Palermo', startIndex: 1, endIndex: 2 }];
    const layers = plannerLayers(
      {
        route: route(),
        others: [],
        ferries,
        waypoints: [],
        isochrones: [],
        waypointsDraggable: false,
      },
      colours,
    );
    // The road pieces stop at the boarding and start again at the landing.
    expect(roadPieces(route(), ferries, colours.speed)).toEqual([
      {
        path: [
          [9, 45],
          [10, 45],
        ],
        colours: [c(1), c(2)],
      },
      {
        path: [
          [11, 44],
          [12, 43],
        ],
        colours: [c(3), c(4)],
      },
    ]);
    expect(layer(layers, ID.halo).data).toHaveLength(2);
    const sea = layer(layers, ID.ferries);
    expect(sea.data).toEqual([
      {
        name: 'Napoli – Palermo',
        path: [
          [10, 45],
          [11, 44],
        ],
      },
    ]);
    expect(sea.getColor).toEqual(c(14));
    expect(sea.extensions).toHaveLength(1);
    const names = layer(layers, ID.ferryNames);
    expect(names.data).toHaveLength(1);
    expect(names.characterSet).toBe('auto');
  });
});
