import type { Layer } from '@deck.gl/core';
import { PathStyleExtension, type PathStyleExtensionProps } from '@deck.gl/extensions';
import { PathLayer, PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { routeSpeedColour, type RouteSpeedColour, type RouteSummary } from '@fleetdeck/shared';
import type { Rgba } from '../vehicles/vehicleBuffers.js';

type LngLat = [number, number];

/** Ids of the planner's layers (the map's click picks the alternatives'). */
export const PLANNER_LAYER_IDS = {
  halo: 'planner-route-halo',
  route: 'planner-route',
  violated: 'planner-violated',
  alternatives: 'planner-alternatives',
  waypoints: 'planner-waypoints',
  numbers: 'planner-waypoint-numbers',
  isochrones: 'planner-isochrones',
} as const;

export interface PlannerColours {
  speed: Record<RouteSpeedColour, Rgba>;
  halo: Rgba;
  /** The three alternatives' colours (spec part 2 §9). */
  alternatives: readonly [Rgba, Rgba, Rgba];
  violated: Rgba;
  waypoint: Rgba;
  waypointText: Rgba;
  /** The isochrones' colours, nearest horizon first. */
  isochrones: readonly Rgba[];
}

/** An alternative as drawn: its index among the result's routes (0 is the best). */
export interface AlternativePath {
  index: number;
  path: LngLat[];
  colour: Rgba;
}

export interface PlannerLayerInputs {
  /** The route shown (the best one or the alternative picked). */
  route: RouteSummary | null;
  /** The other routes of the result, with their index (0 the best). */
  others: readonly { index: number; route: RouteSummary }[];
  /** Waypoints with a place, in order. */
  waypoints: readonly LngLat[];
  /** One ring per horizon (seconds), any order. */
  isochrones: readonly { horizon: number; ring: LngLat[] }[];
  /** Waypoint markers are hidden while the draggable ones of select-on-map are shown. */
  waypointsDraggable: boolean;
}

/** The route's colour per coordinate, by the road's speed (part 2 §9 bands). */
export function speedColours(route: RouteSummary, colours: PlannerColours['speed']): Rgba[] {
  return route.coordinates.map((_, i) => colours[routeSpeedColour(route.speeds[i] ?? 0)]);
}

/** The parts of the route that break a limit, as paths. */
export function violatedPaths(route: RouteSummary): LngLat[][] {
  return route.violatedSections
    .map((s) => route.coordinates.slice(s.startIndex, s.endIndex + 1))
    .filter((path) => path.length > 1);
}

const withAlpha = ([r, g, b]: Rgba, a: number): Rgba => [r, g, b, a];

/**
 * The planner on the map, bottom to top: isochrones (the widest first, so each nearer horizon
 * reads on top), the other routes dashed in the three alternative colours (pickable: a click
 * makes one the route shown), the shown route coloured by speed over a halo, its violated
 * sections, and the numbered waypoints. Layers with nothing to draw stay with `visible: false`.
 */
export function plannerLayers(inputs: PlannerLayerInputs, colours: PlannerColours): Layer[] {
  const { route, others, waypoints, isochrones, waypointsDraggable } = inputs;
  const rings = [...isochrones].sort((a, b) => b.horizon - a.horizon);
  const byHorizon = [...isochrones].map((i) => i.horizon).sort((a, b) => a - b);
  const isoColour = (horizon: number): Rgba =>
    colours.isochrones[byHorizon.indexOf(horizon) % colours.isochrones.length] ?? colours.halo;
  const alternatives: AlternativePath[] = others.map((o, i) => ({
    index: o.index,
    path: o.route.coordinates,
    colour: colours.alternatives[i % colours.alternatives.length] ?? colours.halo,
  }));
  const shown = route ? [route] : [];
  const violated = route ? violatedPaths(route) : [];
  const numbered = waypoints.map((position, i) => ({ position, label: String(i + 1) }));
  return [
    new PolygonLayer<{ horizon: number; ring: LngLat[] }>({
      id: PLANNER_LAYER_IDS.isochrones,
      data: rings,
      visible: rings.length > 0,
      getPolygon: (d) => d.ring,
      getFillColor: (d) => withAlpha(isoColour(d.horizon), 70),
      getLineColor: (d) => withAlpha(isoColour(d.horizon), 230),
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
    new PathLayer<AlternativePath, PathStyleExtensionProps<AlternativePath>>({
      id: PLANNER_LAYER_IDS.alternatives,
      data: alternatives,
      visible: alternatives.length > 0,
      getPath: (d) => d.path,
      getColor: (d) => d.colour,
      getWidth: 6,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
      getDashArray: [3, 2],
      // Dashes along the whole path: per segment (the default) a dense polyline reads as solid.
      extensions: [new PathStyleExtension({ dash: true, dashMode: 'path' })],
      pickable: true,
    }),
    new PathLayer<RouteSummary>({
      id: PLANNER_LAYER_IDS.halo,
      data: shown,
      visible: shown.length > 0,
      getPath: (d) => d.coordinates,
      getColor: colours.halo,
      getWidth: 12,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<RouteSummary>({
      id: PLANNER_LAYER_IDS.route,
      data: shown,
      visible: shown.length > 0,
      getPath: (d) => d.coordinates,
      // One colour per coordinate: deck.gl colours a path per vertex from an array of colours.
      getColor: (d) => speedColours(d, colours.speed),
      getWidth: 7,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<LngLat[], PathStyleExtensionProps<LngLat[]>>({
      id: PLANNER_LAYER_IDS.violated,
      data: violated,
      visible: violated.length > 0,
      getPath: (d) => d,
      getColor: colours.violated,
      getWidth: 5,
      widthUnits: 'pixels',
      getDashArray: [2, 1],
      extensions: [new PathStyleExtension({ dash: true, dashMode: 'path' })],
    }),
    new ScatterplotLayer<{ position: LngLat; label: string }>({
      id: PLANNER_LAYER_IDS.waypoints,
      data: numbered,
      visible: numbered.length > 0 && !waypointsDraggable,
      getPosition: (d) => d.position,
      getRadius: 11,
      radiusUnits: 'pixels',
      getFillColor: colours.waypoint,
      stroked: true,
      getLineColor: colours.waypointText,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
    new TextLayer<{ position: LngLat; label: string }>({
      id: PLANNER_LAYER_IDS.numbers,
      data: numbered,
      visible: numbered.length > 0 && !waypointsDraggable,
      getPosition: (d) => d.position,
      getText: (d) => d.label,
      getSize: 12,
      getColor: colours.waypointText,
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
}
