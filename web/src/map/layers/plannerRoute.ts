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
  ferries: 'planner-ferries',
  ferryNames: 'planner-ferry-names',
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
  /** Ferry legs: dashed, not a road (the map's `--map-ferry`). */
  ferry: Rgba;
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
  /** The shown route's ferry legs: coordinate indices, boarding to landing, and the line. */
  ferries: readonly FerryLeg[];
  /** Waypoints with a place, in order. */
  waypoints: readonly LngLat[];
  /** One ring per horizon (seconds), any order. */
  isochrones: readonly { horizon: number; ring: LngLat[] }[];
  /** Waypoint markers are hidden while the draggable ones of select-on-map are shown. */
  waypointsDraggable: boolean;
}

export interface FerryLeg {
  name: string;
  startIndex: number;
  endIndex: number;
}

/** A stretch of the shown route as drawn: its coordinates and their colours. */
interface RoutePiece {
  path: LngLat[];
  colours: Rgba[];
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

/**
 * The route's stretches on roads, between its ferry legs: each piece ends where the truck boards
 * and the next starts where it lands, so no road line runs across the sea.
 */
export function roadPieces(
  route: RouteSummary,
  ferries: readonly FerryLeg[],
  colours: PlannerColours['speed'],
): RoutePiece[] {
  const all = speedColours(route, colours);
  const pieces: RoutePiece[] = [];
  let from = 0;
  const cut = (to: number) => {
    if (to > from)
      pieces.push({
        path: route.coordinates.slice(from, to + 1),
        colours: all.slice(from, to + 1),
      });
  };
  for (const f of [...ferries].sort((a, b) => a.startIndex - b.startIndex)) {
    cut(f.startIndex);
    from = Math.max(from, f.endIndex);
  }
  cut(route.coordinates.length - 1);
  return pieces;
}

interface FerryPath {
  name: string;
  path: LngLat[];
}

/** Where a ferry's name is written: once per leg, at the middle of its sea line. */
const midpoint = (path: readonly LngLat[]): LngLat =>
  path[Math.floor(path.length / 2)] ?? path[0] ?? [0, 0];

const withAlpha = ([r, g, b]: Rgba, a: number): Rgba => [r, g, b, a];

/**
 * The planner on the map, bottom to top: isochrones (the widest first, so each nearer horizon
 * reads on top), the other routes dashed in the three alternative colours (pickable: a click
 * makes one the route shown), the shown route coloured by speed over a halo, its ferry legs
 * dashed with the line's name once, its violated sections, and the numbered waypoints. Layers with nothing to draw stay with `visible: false`.
 */
export function plannerLayers(inputs: PlannerLayerInputs, colours: PlannerColours): Layer[] {
  const { route, others, ferries, waypoints, isochrones, waypointsDraggable } = inputs;
  const rings = [...isochrones].sort((a, b) => b.horizon - a.horizon);
  const byHorizon = [...isochrones].map((i) => i.horizon).sort((a, b) => a - b);
  const isoColour = (horizon: number): Rgba =>
    colours.isochrones[byHorizon.indexOf(horizon) % colours.isochrones.length] ?? colours.halo;
  const alternatives: AlternativePath[] = others.map((o, i) => ({
    index: o.index,
    path: o.route.coordinates,
    colour: colours.alternatives[i % colours.alternatives.length] ?? colours.halo,
  }));
  const shown = route ? roadPieces(route, ferries, colours.speed) : [];
  const sea: FerryPath[] = route
    ? ferries.map((f) => ({
        name: f.name,
        path: route.coordinates.slice(f.startIndex, f.endIndex + 1),
      }))
    : [];
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
    new PathLayer<RoutePiece>({
      id: PLANNER_LAYER_IDS.halo,
      data: shown,
      visible: shown.length > 0,
      getPath: (d) => d.path,
      getColor: colours.halo,
      getWidth: 12,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<RoutePiece>({
      id: PLANNER_LAYER_IDS.route,
      data: shown,
      visible: shown.length > 0,
      getPath: (d) => d.path,
      // One colour per coordinate: deck.gl colours a path per vertex from an array of colours.
      getColor: (d) => d.colours,
      getWidth: 7,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new PathLayer<FerryPath, PathStyleExtensionProps<FerryPath>>({
      id: PLANNER_LAYER_IDS.ferries,
      data: sea,
      visible: sea.length > 0,
      getPath: (d) => d.path,
      getColor: colours.ferry,
      getWidth: 4,
      widthUnits: 'pixels',
      getDashArray: [3, 2],
      extensions: [new PathStyleExtension({ dash: true, dashMode: 'path' })],
    }),
    new TextLayer<FerryPath>({
      id: PLANNER_LAYER_IDS.ferryNames,
      data: sea,
      visible: sea.length > 0,
      getPosition: (d) => midpoint(d.path),
      getText: (d) => d.name,
      getSize: 12,
      getColor: colours.ferry,
      background: true,
      getBackgroundColor: colours.halo,
      backgroundPadding: [4, 2],
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 600,
      // The lines' names carry dashes and accents beyond the default ASCII set.
      characterSet: 'auto',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
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
