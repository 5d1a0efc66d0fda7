import { halfEdgeEnd, MinHeap, ringContains, type RoadGraph } from '@fleetdeck/shared/roads';
import { chiShape } from './hull.js';
import type { RoadSnap } from './snap.js';

/** How the hull is drawn per calculation mode (part 2: QUALITY is finer, PERFORMANCE faster). */
export const HULL = {
  QUALITY: {
    pointStep: 1,
    accessM: 2_500,
    accessPoints: 8,
    /** Points closer than this are one for the hull (a grid of this cell). */
    cellM: 1_000,
    /** The hull's longest edge (where the outline is not pinched). */
    maxEdgeM: 8_000,
  },
  PERFORMANCE: {
    pointStep: 4,
    accessM: 5_000,
    accessPoints: 6,
    cellM: 2_500,
    maxEdgeM: 20_000,
  },
} as const;
export type HullMode = keyof typeof HULL;

const RAD = Math.PI / 180;
const EARTH_M = 6_371_000;

/**
 * Seconds to reach every node from a road point within `maxS`, by Dijkstra on `edgeTime`
 * (Infinity = closed road). OUTBOUND drives away from the point; INBOUND drives towards it, so each
 * step uses the reversed half-edge (the same edge today: the graph's costs are symmetric).
 */
export function timesFrom(
  g: RoadGraph,
  edgeTime: Float64Array,
  start: RoadSnap,
  maxS: number,
  direction: 'OUTBOUND' | 'INBOUND',
): Float64Array {
  const t = new Float64Array(g.nodeCount).fill(Infinity);
  const closed = new Uint8Array(g.nodeCount);
  const heap = new MinHeap();
  const e = start.edge;
  const time = edgeTime[e] as number;
  const len = g.edgeLength[e] as number;
  if (time < Infinity) {
    const a = g.edgeFrom[e] as number;
    const b = g.edgeTo[e] as number;
    t[a] = (time * start.along) / len;
    t[b] = Math.min(t[b] as number, (time * (len - start.along)) / len);
    heap.push(a, t[a]);
    heap.push(b, t[b]);
  }
  while (heap.size > 0) {
    const v = heap.pop();
    if (closed[v]) continue;
    closed[v] = 1;
    const tv = t[v] as number;
    if (tv > maxS) break;
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      const driven = direction === 'OUTBOUND' ? half : half ^ 1;
      const c = edgeTime[driven >> 1] as number;
      if (c === Infinity) continue;
      const w = halfEdgeEnd(g, half);
      if (tv + c < (t[w] as number)) {
        t[w] = tv + c;
        heap.push(w, tv + c);
      }
    }
  }
  return t;
}

/**
 * Road points reached within `horizonS`: every reached node, and along each road leaving a reached
 * node the geometry points still in time plus the interpolated point where time runs out.
 */
export function reachedPoints(
  g: RoadGraph,
  edgeTime: Float64Array,
  times: Float64Array,
  start: RoadSnap,
  horizonS: number,
  pointStep: number,
): [number, number][] {
  const out: [number, number][] = [[start.lng, start.lat]];
  // Walks one edge from the end at `along0` (metres from edgeFrom) in `dir` (+1 / -1) from time t0.
  const walk = (edge: number, along0: number, dir: 1 | -1, t0: number): void => {
    const len = g.edgeLength[edge] as number;
    const rate = (edgeTime[edge] as number) / len; // s per metre
    if (!(rate < Infinity) || t0 > horizonS) return;
    const reach = (horizonS - t0) / rate; // metres
    const lo = g.edgeGeom[edge] as number;
    const hi = (g.edgeGeom[edge + 1] as number) - 1;
    let count = 0;
    for (let p = dir > 0 ? lo : hi; dir > 0 ? p <= hi : p >= lo; p += dir) {
      const d = dir > 0 ? (g.pointDist[p] as number) - along0 : along0 - (g.pointDist[p] as number);
      if (d < 0) continue;
      if (d > reach) {
        // The frontier: interpolate between the previous point and this one.
        const q = p - dir;
        const dq =
          dir > 0 ? (g.pointDist[q] as number) - along0 : along0 - (g.pointDist[q] as number);
        const f = d > dq ? Math.max(0, (reach - dq) / (d - dq)) : 0;
        out.push([
          (g.pointLng[q] as number) + ((g.pointLng[p] as number) - (g.pointLng[q] as number)) * f,
          (g.pointLat[q] as number) + ((g.pointLat[p] as number) - (g.pointLat[q] as number)) * f,
        ]);
        return;
      }
      if (count++ % pointStep === 0) out.push([g.pointLng[p] as number, g.pointLat[p] as number]);
    }
  };
  // A road driven end to end from one side is walked once, from that side.
  const whole = (node: number, edge: number): boolean =>
    (times[node] as number) + (edgeTime[edge] as number) <= horizonS;
  for (let v = 0; v < g.nodeCount; v++) {
    const tv = times[v] as number;
    if (tv > horizonS) continue;
    out.push([g.nodeLng[v] as number, g.nodeLat[v] as number]);
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      const edge = half >> 1;
      const from = g.edgeFrom[edge] as number;
      const to = g.edgeTo[edge] as number;
      if (half & 1) {
        if (whole(from, edge)) continue;
        walk(edge, g.edgeLength[edge] as number, -1, tv);
      } else {
        if (!whole(from, edge) && whole(to, edge)) continue;
        walk(edge, 0, 1, tv);
      }
    }
  }
  // Along the start edge from the start point, both ways.
  walk(start.edge, start.along, 1, 0);
  walk(start.edge, start.along, -1, 0);
  return out;
}

/**
 * A concave hull of [lng, lat] road points (the χ-shape of hull.ts in local metres around their
 * centre, so the edge bound is isotropic); a closed ring of [lng, lat]. Each road point stands for the land
 * around it reached by the last minor roads the graph does not hold: a small ring of `accessM`
 * around it, so the area is two-dimensional and the hull does not collapse onto the road lines.
 */
export function concaveHull(
  points: readonly [number, number][],
  mode: HullMode,
): [number, number][] {
  if (points.length === 0) return [];
  let lat0 = 0;
  let lng0 = 0;
  for (const [lng, lat] of points) {
    lat0 += lat;
    lng0 += lng;
  }
  lat0 /= points.length;
  lng0 /= points.length;
  const kx = RAD * EARTH_M * Math.cos(lat0 * RAD);
  const ky = RAD * EARTH_M;
  const { maxEdgeM, accessM, accessPoints, cellM } = HULL[mode];
  const around: [number, number][] = [];
  for (let i = 0; i < accessPoints; i++) {
    const a = (2 * Math.PI * i) / accessPoints;
    around.push([Math.cos(a) * accessM, Math.sin(a) * accessM]);
  }
  const local: [number, number][] = [];
  const cells = new Set<number>();
  const add = (x: number, y: number): void => {
    const key = Math.round(x / cellM) * 100_003 + Math.round(y / cellM);
    if (cells.has(key)) return;
    cells.add(key);
    local.push([x, y]);
  };
  for (const [lng, lat] of points) {
    const x = (lng - lng0) * kx;
    const y = (lat - lat0) * ky;
    add(x, y);
    for (const [dx, dy] of around) add(x + dx, y + dy);
  }
  const ring = chiShape(local, maxEdgeM);
  return ring.map(([x, y]) => [lng0 + x / kx, lat0 + y / ky]);
}

/** Longest edge of a ring in metres (the hull's tested bound). */
export function longestEdgeM(ring: readonly [number, number][]): number {
  let max = 0;
  for (let i = 1; i < ring.length; i++) {
    const [aLng, aLat] = ring[i - 1] as [number, number];
    const [bLng, bLat] = ring[i] as [number, number];
    const x = (bLng - aLng) * RAD * EARTH_M * Math.cos(((aLat + bLat) / 2) * RAD);
    const y = (bLat - aLat) * RAD * EARTH_M;
    max = Math.max(max, Math.hypot(x, y));
  }
  return max;
}

/** Ray casting (shared with the road graph's islands). */
export { ringContains };
