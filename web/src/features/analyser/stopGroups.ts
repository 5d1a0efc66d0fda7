import type { NumberedStop } from './routeLayers.js';

/** Stops drawn as one marker: they would overlap at the map's zoom. */
export interface StopGroup {
  /** Where the marker is drawn: its first stop's place, moved off a start or finish on it. */
  position: [number, number];
  /** In number order. */
  stops: NumberedStop[];
  /** "4", "4-5", "1-3, 8", or "1-3, +4" past two runs. */
  label: string;
}

/** Closer than this on screen, two stops' markers (11 px radius) overlap: they are one. */
export const STOP_GAP_PX = 24;
/** A stop marker this close to a start or finish (30 px icons, drawn over it) is moved off it. */
export const END_GAP_PX = 26;
/** MapLibre's world at zoom 0, in pixels. */
const TILE_PX = 512;

/** A place in the Web Mercator world's pixels at `zoom`, as the map projects it. */
export function worldPixels([lng, lat]: [number, number], zoom: number): [number, number] {
  const size = TILE_PX * 2 ** zoom;
  const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin((lat * Math.PI) / 180)));
  return [
    ((lng + 180) / 360) * size,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  ];
}

/** The inverse of worldPixels. */
export function fromWorldPixels([x, y]: [number, number], zoom: number): [number, number] {
  const size = TILE_PX * 2 ** zoom;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [(x / size) * 360 - 180, lat];
}

/**
 * Where a marker at `at` (world pixels) is drawn so that no start or finish marker covers it:
 * `END_GAP_PX` from the end it is on, away from it (up and right when right on it).
 */
function offEnds(at: [number, number], ends: readonly [number, number][]): [number, number] {
  let [x, y] = at;
  for (const [ex, ey] of ends) {
    const d = Math.hypot(x - ex, y - ey);
    if (d >= END_GAP_PX) continue;
    const [ux, uy] = d > 0.5 ? [(x - ex) / d, (y - ey) / d] : [Math.SQRT1_2, -Math.SQRT1_2];
    [x, y] = [ex + ux * END_GAP_PX, ey + uy * END_GAP_PX];
  }
  return [x, y];
}

/** Numbers as runs: [1, 2, 3, 8] is "1-3, 8"; past two runs the rest is counted ("1-3, 5, +2"). */
export function stopsLabel(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else if (!last || n !== last[1]) runs.push([n, n]);
  }
  const text = ([a, b]: [number, number]) => (a === b ? String(a) : `${a}-${b}`);
  if (runs.length <= 2) return runs.map(text).join(', ');
  const rest = runs.slice(2).reduce((sum, [a, b]) => sum + b - a + 1, 0);
  return `${runs.slice(0, 2).map(text).join(', ')}, +${rest}`;
}

/**
 * The stops as the markers drawn at `zoom`: a stop closer than `gapPx` on screen to a marker
 * already placed (taken in number order) joins it, so no number hides under another. Grouping
 * by the first stop's place keeps a marker where it was as stops join it. A marker on the
 * route's start or finish (`ends`, drawn over the stops) is moved just off it.
 */
export function groupStops(
  stops: readonly NumberedStop[],
  zoom: number,
  ends: readonly [number, number][] = [],
  gapPx = STOP_GAP_PX,
): StopGroup[] {
  const endsAt = ends.map((e) => worldPixels(e, zoom));
  const groups: { at: [number, number]; group: StopGroup }[] = [];
  for (const stop of [...stops].sort((a, b) => a.n - b.n)) {
    const at = worldPixels(stop.position, zoom);
    const near = groups.find((g) => Math.hypot(g.at[0] - at[0], g.at[1] - at[1]) < gapPx);
    if (near) near.group.stops.push(stop);
    else groups.push({ at, group: { position: stop.position, stops: [stop], label: '' } });
  }
  return groups.map(({ at, group }) => {
    const drawn = offEnds(at, endsAt);
    return {
      ...group,
      position:
        drawn[0] === at[0] && drawn[1] === at[1] ? group.position : fromWorldPixels(drawn, zoom),
      label: stopsLabel(group.stops.map((s) => s.n)),
    };
  });
}

/** The stop a click on a group selects: the one after the selected one in it, else its first. */
export function nextStopOf(group: StopGroup, selected: number | undefined): number {
  const i = group.stops.findIndex((s) => s.n === selected);
  return group.stops[(i + 1) % group.stops.length]!.n;
}

/** A marker wide enough for its label (12 px bold digits, about 7.5 px each). */
export const groupRadius = (group: StopGroup) => Math.max(11, 4 + group.label.length * 3.8);
