import { describe, expect, it } from 'vitest';
import type { PlannerColours } from '../../../map/layers/plannerRoute.js';
import { RESOURCE_LAYER_IDS, resourceLayers, type ResourceColours } from './resourceLayers.js';
import { resourceKey, type FoundResource } from './resourceModel.js';

const rgba = (n: number): [number, number, number, number] => [n, n, n, 255];
const colours: ResourceColours = {
  fuel: rgba(1),
  parking: rgba(2),
  poi: rgba(3),
  freight: rgba(4),
  outline: rgba(5),
  focus: rgba(6),
  text: rgba(7),
  planner: {
    speed: { light_blue: rgba(8), dark_blue: rgba(8), orange: rgba(8), red: rgba(8) },
    halo: rgba(9),
    alternatives: [rgba(10), rgba(10), rgba(10)],
    violated: rgba(11),
    ferry: rgba(16),
    waypoint: rgba(12),
    waypointText: rgba(13),
    isochrones: [rgba(14), rgba(15)],
  } satisfies PlannerColours,
};
const resources: FoundResource[] = [
  {
    id: 1,
    type: 'fuel',
    name: 'Area di servizio Piacenza Sud',
    coordinate: { x: 9.7, y: 45 },
    reference: {},
  },
  {
    id: 1,
    type: 'parking',
    name: 'Autoparco Cesena',
    coordinate: { x: 12.2, y: 44.1 },
    reference: {},
  },
];
const byId = (layers: ReturnType<typeof resourceLayers>) =>
  Object.fromEntries(layers.map((l) => [l.id, l.props as { data: unknown[]; visible: boolean }]));

describe('the resource layers', () => {
  it('draw every resource, and only the focused one highlighted with its 20-character label', () => {
    const focused = resourceKey(resources[0] as FoundResource);
    const layers = byId(resourceLayers(resources, focused, [], colours));
    expect(layers[RESOURCE_LAYER_IDS.markers]?.data).toHaveLength(2);
    expect(layers[RESOURCE_LAYER_IDS.focused]?.data).toHaveLength(1);
    expect(layers[RESOURCE_LAYER_IDS.label]?.data).toEqual([
      expect.objectContaining({ label: 'Area di servizio Pia…', position: [9.7, 45] }),
    ]);
    expect(layers[RESOURCE_LAYER_IDS.areas]?.visible).toBe(false);
  });

  it('with nothing focused the highlight is hidden; the areas are drawn when a search has them', () => {
    const ring: [number, number][] = [
      [11, 45],
      [11.2, 45],
      [11.1, 45.2],
    ];
    const layers = byId(resourceLayers(resources, null, [{ horizon: 1200, ring }], colours));
    expect(layers[RESOURCE_LAYER_IDS.focused]?.visible).toBe(false);
    expect(layers[RESOURCE_LAYER_IDS.areas]).toMatchObject({
      visible: true,
      data: [{ horizon: 1200, ring }],
    });
  });
});
