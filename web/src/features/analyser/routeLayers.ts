import type { Layer } from '@deck.gl/core';
import { IconLayer, PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import {
  ROUTE_STYLE,
  routeSpeedColour,
  type ActivityFeature,
  type RouteSpeedColour,
} from '@fleetdeck/shared';
import { cssColor } from '../../map/cssColor.js';
import { lastCall } from '../../map/mapLayers.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';
import { ANALYSER_ICON_MAPPING, drawAnalyserIcons } from './analyserIcons.js';
import { groupRadius, groupStops, type StopGroup } from './stopGroups.js';
import type { RouteColumns } from '@fleetdeck/shared/routeColumns';
import type { Samples } from './readings.js';

/** The route as deck.gl draws it: positions and one colour per vertex (by the speed there). */
export interface RoutePath {
  positions: [number, number][];
  /** Epoch ms of each vertex. */
  times: number[];
  speeds: number[];
  colours: Rgba[];
  /** The speed of every report, with a point or not: what the replay's trucks read (readings.ts). */
  speed: Samples;
}

/** A stop on the map, numbered as the timeline numbers it. */
export interface NumberedStop {
  position: [number, number];
  n: number;
  start: number;
  end: number;
}

const SPEED_TOKEN: Record<RouteSpeedColour, string> = {
  light_blue: '--route-speed-1',
  dark_blue: '--route-speed-2',
  orange: '--route-speed-3',
  red: '--route-speed-4',
};
const SPEED_FALLBACK: Record<RouteSpeedColour, Rgba> = {
  light_blue: [79, 195, 247, 255],
  dark_blue: [21, 101, 192, 255],
  orange: [251, 140, 0, 255],
  red: [229, 57, 53, 255],
};

/** The speed colours of the current colour mode (the page reloads on a mode change). */
export function speedColours(): Record<RouteSpeedColour, Rgba> {
  const out = {} as Record<RouteSpeedColour, Rgba>;
  for (const band of Object.keys(SPEED_TOKEN) as RouteSpeedColour[])
    out[band] = cssColor(SPEED_TOKEN[band], SPEED_FALLBACK[band]);
  return out;
}

/** A route's point reports (in time order) as one path coloured by speed. */
export function routePath(
  columns: RouteColumns,
  colours: Record<RouteSpeedColour, Rgba>,
): RoutePath {
  const { lngLat, times, speeds } = columns.points;
  const n = times.length;
  const path: RoutePath = {
    positions: new Array<[number, number]>(n),
    times: new Array<number>(n),
    speeds: new Array<number>(n),
    colours: new Array<Rgba>(n),
    speed: { times: columns.times, values: columns.telemetry.speed },
  };
  for (let i = 0; i < n; i++) {
    const speed = speeds[i]!;
    path.positions[i] = [lngLat[2 * i]!, lngLat[2 * i + 1]!];
    path.times[i] = times[i]!;
    path.speeds[i] = speed;
    path.colours[i] = colours[routeSpeedColour(speed)];
  }
  return path;
}

/**
 * A line with fewer vertices, within `tolerance` (degrees) of the original (Douglas-Peucker,
 * iterative): the routes replayed beside the analysed one are drawn at overview scale, and each
 * replay frame draws them again.
 */
export function simplifyLine(
  points: readonly [number, number][],
  tolerance: number,
): [number, number][] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = t2;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const k = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
      const ex = ax + k * dx - px;
      const ey = ay + k * dy - py;
      const d = ex * ex + ey * ey;
      if (d > worstD) [worst, worstD] = [i, d];
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([a, worst], [worst, b]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** The vertices of the path between two instants (a timeline item's section). */
export function sectionOf(path: RoutePath, start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < path.positions.length; i++) {
    const t = path.times[i]!;
    if (t >= start && t <= end) out.push(path.positions[i]!);
  }
  return out;
}

/** Where the truck was at an instant: between the two reports around it, in proportion. */
export function positionAt(path: RoutePath, t: number): [number, number] | undefined {
  const { times, positions } = path;
  if (positions.length === 0 || !(t >= times[0]!) || !(t <= times[times.length - 1]!))
    return undefined;
  let lo = 0;
  let hi = times.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid;
  }
  const [a, b] = [positions[lo]!, positions[hi]!];
  const span = times[hi]! - times[lo]!;
  const k = span > 0 ? (t - times[lo]!) / span : 0;
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}

export const ROUTE_LAYER_ID = 'analyser-route';
export const STOPS_LAYER_ID = 'analyser-stops';
export const ACTIVITIES_LAYER_ID = 'analyser-activities';

export interface RouteLayerInputs {
  path: RoutePath | undefined;
  stops: readonly NumberedStop[];
  activities: readonly ActivityFeature[];
  /** The selected timeline item's section, drawn wide on top. */
  section: [number, number][] | undefined;
  /** Route hovered (highlight style) or clicked (selected style). */
  routeState: 'normal' | 'hover' | 'selected';
  selectedStop: number | undefined;
  /** The shared cursor's place on the route (the chart's instant). */
  cursor: [number, number] | undefined;
  /** The routes of the trucks replayed with the analysed one, drawn thin beneath it. */
  companions: readonly RoutePath[];
  /** The map's zoom: stops that would overlap at it are drawn as one marker. */
  zoom: number;
}

export interface ReplayedVehicle {
  id: number;
  plate: string;
  position: [number, number];
  /** Degrees clockwise from north. */
  heading: number;
  /** km/h at the last report, when known (the replay shows it beside the plate). */
  speed?: number;
  main: boolean;
}

/** A replayed truck's label: its plate, and its speed when known. */
export const replayLabel = (v: ReplayedVehicle): string =>
  v.speed === undefined ? v.plate : `${v.plate} · ${v.speed} km/h`;

let atlas: HTMLCanvasElement | undefined;

/**
 * The same derived data array for the same input: deck.gl compares `data` by identity, so a
 * layer made again (a hover, each replay frame) does not rebuild its GPU attributes.
 */
function stable<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(key)));
    return value;
  };
}
/**
 * The route as deck.gl's binary path data (flat positions and one colour per vertex): the path
 * layer takes the arrays as they are, instead of calling accessors and normalising a 10,000-point
 * path when it appears.
 */
const routeBinary = stable((path: RoutePath) => {
  const n = path.positions.length;
  const positions = new Float64Array(n * 2);
  const colours = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    const p = path.positions[i]!;
    const c = path.colours[i]!;
    positions[2 * i] = p[0];
    positions[2 * i + 1] = p[1];
    colours.set(c, 4 * i);
  }
  return {
    length: n > 0 ? 1 : 0,
    startIndices: new Uint32Array([0, n]),
    attributes: { getPath: { value: positions, size: 2 }, getColor: { value: colours, size: 4 } },
  };
});
const NO_ROUTE = routeBinary({
  positions: [],
  times: [],
  speeds: [],
  colours: [],
  speed: { times: [], values: [] },
});
const endsData = stable((path: RoutePath) =>
  path.positions.length === 0
    ? []
    : [
        { icon: 'start', position: path.positions[0]! },
        { icon: 'finish', position: path.positions[path.positions.length - 1]! },
      ],
);
const markedActivities = stable((activities: readonly ActivityFeature[]) =>
  activities.filter((a) => a.properties.activity === 0 || a.properties.activity === 2),
);
/** About 300 m: invisible at the overview scale the replay is watched at. */
const COMPANION_TOLERANCE = 0.003;
const companionLines = stable((companions: readonly RoutePath[]) =>
  companions.map((c) => simplifyLine(c.positions, COMPANION_TOLERANCE)),
);
const NO_ENDS: { icon: string; position: [number, number] }[] = [];
const stopGroupsAt = lastCall(
  (stops: readonly NumberedStop[], zoom: number, path: RoutePath | undefined) =>
    groupStops(
      stops,
      zoom,
      (path ? endsData(path) : NO_ENDS).map((e) => e.position),
    ),
);

/**
 * The analyser's deck.gl stack, bottom to top: the route by speed (weight 7; 9 hovered, 10
 * selected), the selected section (weight 12), activity markers, numbered stops (those that
 * would overlap at the zoom as one marker, "4-5"), start and finish over them, the cursor.
 */
export function routeLayers(inputs: RouteLayerInputs): Layer[] {
  atlas ??= drawAnalyserIcons();
  const { path, stops, activities, section, routeState, selectedStop, cursor, companions } = inputs;
  const groups = stopGroupsAt(stops, inputs.zoom, path);
  const holds = (g: StopGroup) => g.stops.some((s) => s.n === selectedStop);
  const highlight = cssColor('--route-highlight', [255, 109, 0, 255]);
  const width = { normal: ROUTE_STYLE.weight, hover: 9, selected: 10 }[routeState];
  return [
    new PathLayer<[number, number][]>({
      id: 'analyser-companions',
      data: companionLines(companions),
      getPath: (d) => d,
      getColor: [84, 110, 122, 170],
      getWidth: 3,
      widthUnits: 'pixels',
    }),
    new PathLayer({
      id: ROUTE_LAYER_ID,
      data: path ? routeBinary(path) : NO_ROUTE,
      _pathType: 'open',
      positionFormat: 'XY',
      getWidth: width,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
      pickable: true,
      updateTriggers: { getWidth: width },
    }),
    new PathLayer<[number, number][]>({
      id: 'analyser-section',
      data: section && section.length > 1 ? [section] : [],
      getPath: (d) => d,
      getColor: [highlight[0], highlight[1], highlight[2], 230],
      getWidth: ROUTE_STYLE.highlightedWeight,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new IconLayer<ActivityFeature>({
      id: ACTIVITIES_LAYER_ID,
      data: markedActivities(activities),
      iconAtlas: atlas as unknown as string,
      iconMapping: ANALYSER_ICON_MAPPING,
      getIcon: (d) => (d.properties.activity === 0 ? 'rest' : 'work'),
      getPosition: (d) => d.geometry.coordinates,
      getSize: 22,
      sizeUnits: 'pixels',
      pickable: true,
    }),
    new ScatterplotLayer<StopGroup>({
      id: STOPS_LAYER_ID,
      data: groups,
      getPosition: (d) => d.position,
      getRadius: (d) => groupRadius(d) + (holds(d) ? 3 : 0),
      radiusUnits: 'pixels',
      getFillColor: (d) => (holds(d) ? highlight : [33, 33, 33, 235]),
      stroked: true,
      getLineColor: [255, 255, 255, 255],
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      pickable: true,
      updateTriggers: { getRadius: selectedStop, getFillColor: selectedStop },
    }),
    new TextLayer<StopGroup>({
      id: 'analyser-stop-numbers',
      data: groups,
      getPosition: (d) => d.position,
      getText: (d) => d.label,
      getSize: 12,
      getColor: [255, 255, 255, 255],
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789-,+ ',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
    new IconLayer<{ icon: string; position: [number, number] }>({
      id: 'analyser-ends',
      data: path ? endsData(path) : NO_ENDS,
      iconAtlas: atlas as unknown as string,
      iconMapping: ANALYSER_ICON_MAPPING,
      getIcon: (d) => d.icon,
      getPosition: (d) => d.position,
      getSize: 30,
      sizeUnits: 'pixels',
    }),
    new ScatterplotLayer<[number, number]>({
      id: 'analyser-cursor',
      data: cursor ? [cursor] : [],
      getPosition: (d) => d,
      getRadius: 8,
      radiusUnits: 'pixels',
      getFillColor: highlight,
      stroked: true,
      getLineColor: [255, 255, 255, 255],
      getLineWidth: 3,
      lineWidthUnits: 'pixels',
    }),
  ];
}
