import { distanceM } from './geo.js';
import { halfEdgeEnd, type RoadGraph } from './graph.js';

export interface TruckLimits {
  /** Metres; a tunnel lower than this is closed to the truck. */
  heightM?: number;
  /** Tonnes. */
  weightT?: number;
  avoidToll?: boolean;
}

/**
 * What the simulator's trucks route with when no limits are given: a standard 4 m articulated
 * truck, so they never pass under a lower bridge (the A1 underpass at Caserta is 3.8 m). Weight
 * limits are left out: the simulated trips start and end in city cores a 40 t truck would only
 * reach with a permit.
 */
export const STANDARD_TRUCK_LIMITS: TruckLimits = { heightM: 4 };

/** A path on the graph: half-edges in order, with cumulative metres and free-flow seconds. */
export interface RoadPath {
  nodes: Int32Array;
  halfEdges: Int32Array;
  /** halfEdges.length + 1 entries, starting at 0. */
  cumDist: Float64Array;
  cumTime: Float64Array;
}

const MAX_SPEED_MS = 90 / 3.6;

/** Free-flow seconds to drive an edge; a ferry's boarding and crossing. */
export function edgeSeconds(g: RoadGraph, edge: number): number {
  const ferry = g.edgeFerryS[edge] as number;
  if (ferry > 0) return ferry;
  return (g.edgeLength[edge] as number) / ((g.edgeSpeed[edge] as number) / 3.6);
}

function allowed(g: RoadGraph, edge: number, limits: TruckLimits): boolean {
  const h = g.edgeHeight[edge] as number;
  const w = g.edgeWeight[edge] as number;
  if (limits.heightM !== undefined && h > 0 && limits.heightM > h) return false;
  if (limits.weightT !== undefined && w > 0 && limits.weightT > w) return false;
  return !(limits.avoidToll && g.edgeToll[edge]);
}

/**
 * Fastest path by A* on free-flow time (the heuristic is straight-line distance at the top truck
 * speed, so it never overestimates). Returns null when the towns are not connected for this truck.
 */
export function fastestPath(
  g: RoadGraph,
  from: number,
  to: number,
  limits: TruckLimits = STANDARD_TRUCK_LIMITS,
): RoadPath | null {
  const n = g.nodeCount;
  const best = new Float64Array(n).fill(Infinity);
  const via = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n);
  const tLat = g.nodeLat[to] as number;
  const tLng = g.nodeLng[to] as number;
  const h = (v: number): number =>
    distanceM(g.nodeLat[v] as number, g.nodeLng[v] as number, tLat, tLng) / MAX_SPEED_MS;
  const heap = new MinHeap();
  best[from] = 0;
  heap.push(from, h(from));
  while (heap.size > 0) {
    const v = heap.pop();
    if (closed[v]) continue;
    closed[v] = 1;
    if (v === to) break;
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      const edge = half >> 1;
      if (!allowed(g, edge, limits)) continue;
      const w = halfEdgeEnd(g, half);
      const cost = (best[v] as number) + edgeSeconds(g, edge);
      if (cost < (best[w] as number)) {
        best[w] = cost;
        via[w] = half;
        heap.push(w, cost + h(w));
      }
    }
  }
  if (from !== to && via[to] === -1) return null;
  const halves: number[] = [];
  for (let v = to; v !== from;) {
    const half = via[v] as number;
    halves.push(half);
    v = half & 1 ? (g.edgeTo[half >> 1] as number) : (g.edgeFrom[half >> 1] as number);
  }
  halves.reverse();
  return pathOf(g, from, halves);
}

export interface PointOnRoad {
  lat: number;
  lng: number;
  altitude: number;
  heading: number;
}

/** Where a vehicle is `d` metres into a half-edge: interpolated on the densified geometry. */
export function pointOnHalfEdge(
  g: RoadGraph,
  half: number,
  d: number,
  out: PointOnRoad,
): PointOnRoad {
  const edge = half >> 1;
  const len = g.edgeLength[edge] as number;
  const along = half & 1 ? len - d : d;
  const lo = g.edgeGeom[edge] as number;
  const hi = (g.edgeGeom[edge + 1] as number) - 1;
  let a = lo;
  let b = hi;
  while (b - a > 1) {
    const mid = (a + b) >> 1;
    if ((g.pointDist[mid] as number) <= along) a = mid;
    else b = mid;
  }
  const d0 = g.pointDist[a] as number;
  const d1 = g.pointDist[b] as number;
  const f = d1 > d0 ? Math.min(1, Math.max(0, (along - d0) / (d1 - d0))) : 0;
  const lat0 = g.pointLat[a] as number;
  const lng0 = g.pointLng[a] as number;
  const lat1 = g.pointLat[b] as number;
  const lng1 = g.pointLng[b] as number;
  out.lat = lat0 + (lat1 - lat0) * f;
  out.lng = lng0 + (lng1 - lng0) * f;
  out.altitude =
    (g.pointAlt[a] as number) + ((g.pointAlt[b] as number) - (g.pointAlt[a] as number)) * f;
  const dy = lat1 - lat0;
  const dx = (lng1 - lng0) * Math.cos(lat0 * (Math.PI / 180));
  const forward = (Math.atan2(dx, dy) * 180) / Math.PI;
  out.heading = (((half & 1 ? forward + 180 : forward) % 360) + 360) % 360;
  return out;
}

/** A binary min-heap of (node, priority) pairs in flat arrays; no allocation per push. */
export class MinHeap {
  private nodes: number[] = [];
  private keys: number[] = [];
  get size(): number {
    return this.nodes.length;
  }
  push(node: number, key: number): void {
    let i = this.nodes.length;
    this.nodes.push(node);
    this.keys.push(key);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((this.keys[p] as number) <= key) break;
      this.nodes[i] = this.nodes[p] as number;
      this.keys[i] = this.keys[p] as number;
      i = p;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.nodes[0] as number;
    const lastNode = this.nodes.pop() as number;
    const lastKey = this.keys.pop() as number;
    const n = this.nodes.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && (this.keys[r] as number) < (this.keys[l] as number) ? r : l;
        if ((this.keys[c] as number) >= lastKey) break;
        this.nodes[i] = this.nodes[c] as number;
        this.keys[i] = this.keys[c] as number;
        i = c;
      }
      this.nodes[i] = lastNode;
      this.keys[i] = lastKey;
    }
    return top;
  }
}

/** Fastest-time tree from one node to every other (Dijkstra): one run serves many trips. */
export interface PathTree {
  root: number;
  /** Half-edge used to reach each node from the root, -1 for the root and unreachable nodes. */
  via: Int32Array;
  seconds: Float64Array;
}

export function fastestTree(
  g: RoadGraph,
  root: number,
  limits: TruckLimits = STANDARD_TRUCK_LIMITS,
): PathTree {
  const seconds = new Float64Array(g.nodeCount).fill(Infinity);
  const via = new Int32Array(g.nodeCount).fill(-1);
  const closed = new Uint8Array(g.nodeCount);
  const heap = new MinHeap();
  seconds[root] = 0;
  heap.push(root, 0);
  while (heap.size > 0) {
    const v = heap.pop();
    if (closed[v]) continue;
    closed[v] = 1;
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      if (!allowed(g, half >> 1, limits)) continue;
      const w = halfEdgeEnd(g, half);
      const cost = (seconds[v] as number) + edgeSeconds(g, half >> 1);
      if (cost < (seconds[w] as number)) {
        seconds[w] = cost;
        via[w] = half;
        heap.push(w, cost);
      }
    }
  }
  return { root, via, seconds };
}

/** The tree's path root → `to`, or `to` → root when `reverse`; null when unreachable. */
export function pathFromTree(
  g: RoadGraph,
  tree: PathTree,
  to: number,
  reverse = false,
): RoadPath | null {
  if (to !== tree.root && tree.via[to] === -1) return null;
  const halves: number[] = [];
  for (let v = to; v !== tree.root;) {
    const half = tree.via[v] as number;
    halves.push(half);
    v = half & 1 ? (g.edgeTo[half >> 1] as number) : (g.edgeFrom[half >> 1] as number);
  }
  // Walking back from `to` yields the reversed trip; flipping each half-edge's direction bit
  // turns it into the trip towards the root.
  const ordered = reverse ? halves.map((h) => h ^ 1) : halves.reverse();
  return pathOf(g, reverse ? to : tree.root, ordered);
}

function pathOf(g: RoadGraph, from: number, halves: number[]): RoadPath {
  const halfEdges = Int32Array.from(halves);
  const nodes = new Int32Array(halves.length + 1);
  nodes[0] = from;
  const cumDist = new Float64Array(halves.length + 1);
  const cumTime = new Float64Array(halves.length + 1);
  halves.forEach((half, i) => {
    nodes[i + 1] = halfEdgeEnd(g, half);
    cumDist[i + 1] = (cumDist[i] as number) + (g.edgeLength[half >> 1] as number);
    cumTime[i + 1] = (cumTime[i] as number) + edgeSeconds(g, half >> 1);
  });
  return { nodes, halfEdges, cumDist, cumTime };
}
