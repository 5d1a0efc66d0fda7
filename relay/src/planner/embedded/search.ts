import { distanceM, halfEdgeEnd, MinHeap, type RoadGraph } from '@fleetdeck/shared/roads';
import type { RoadSnap } from './snap.js';

/**
 * A stretch of a half-edge driven from `fromD` to `toD` metres, measured in the half-edge's own
 * direction (0 at its start node). Whole edges are 0..length; the first and last pieces of a leg
 * are partial (the snapped waypoints lie inside edges).
 */
export interface Piece {
  half: number;
  fromD: number;
  toD: number;
}

export interface LegPath {
  pieces: Piece[];
  /** The generalised cost of the path under the costs it was searched with. */
  cost: number;
}

/** Where a snapped point lies in a half-edge's own direction. */
export function alongHalf(g: RoadGraph, half: number, along: number): number {
  return half & 1 ? (g.edgeLength[half >> 1] as number) - along : along;
}

/**
 * The cheapest path between two road points by A* on `edgeCost` (per whole edge; partial edges
 * pay their share). The heuristic is the great-circle distance to the target times `minCostPerM`,
 * a lower bound of every road's cost per metre, so it stays admissible. Null when not connected.
 */
export function cheapestLeg(
  g: RoadGraph,
  edgeCost: Float64Array,
  minCostPerM: number,
  a: RoadSnap,
  b: RoadSnap,
): LegPath | null {
  const n = g.nodeCount;
  const T = n; // the virtual target node
  const best = new Float64Array(n + 1).fill(Infinity);
  // via[v]: half-edge into v; -2 / -3: v is reached straight from the start point (backward or
  // forward along the start edge).
  const via = new Int32Array(n + 1).fill(-1);
  const closed = new Uint8Array(n + 1);
  const heap = new MinHeap();
  const share = (edge: number, d: number): number =>
    ((edgeCost[edge] as number) * d) / Math.max(1e-9, g.edgeLength[edge] as number);
  const h = (v: number): number =>
    v === T
      ? 0
      : distanceM(g.nodeLat[v] as number, g.nodeLng[v] as number, b.lat, b.lng) * minCostPerM;

  const ea = a.edge;
  const lenA = g.edgeLength[ea] as number;
  const fromNode = g.edgeFrom[ea] as number;
  const toNode = g.edgeTo[ea] as number;
  // Leaving the start point towards either end of its edge.
  const back = share(ea, a.along);
  if (back < (best[fromNode] as number)) {
    best[fromNode] = back;
    via[fromNode] = -2;
    heap.push(fromNode, back + h(fromNode));
  }
  const fwd = share(ea, lenA - a.along);
  if (fwd < (best[toNode] as number)) {
    best[toNode] = fwd;
    via[toNode] = -3;
    heap.push(toNode, fwd + h(toNode));
  }
  // Both points on one edge: straight along it.
  let direct = false;
  if (b.edge === ea) {
    const c = share(ea, Math.abs(b.along - a.along));
    if (c < Infinity) {
      best[T] = c;
      direct = true;
      heap.push(T, c);
    }
  }
  const eb = b.edge;
  const lenB = g.edgeLength[eb] as number;
  const bFrom = g.edgeFrom[eb] as number;
  const bTo = g.edgeTo[eb] as number;
  let viaT = -1; // 0: entered the target edge at edgeFrom, 1: at edgeTo

  while (heap.size > 0) {
    const v = heap.pop();
    if (closed[v]) continue;
    closed[v] = 1;
    if (v === T) break;
    const bv = best[v] as number;
    if (v === bFrom || v === bTo) {
      const c = bv + share(eb, v === bFrom ? b.along : lenB - b.along);
      if (c < (best[T] as number)) {
        best[T] = c;
        viaT = v === bFrom ? 0 : 1;
        direct = false;
        heap.push(T, c);
      }
    }
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      const cost = edgeCost[half >> 1] as number;
      if (cost === Infinity) continue;
      const w = halfEdgeEnd(g, half);
      const c = bv + cost;
      if (c < (best[w] as number)) {
        best[w] = c;
        via[w] = half;
        heap.push(w, c + h(w));
      }
    }
  }
  if (best[T] === Infinity) return null;
  if (direct) {
    const half = b.along >= a.along ? ea * 2 : ea * 2 + 1;
    return {
      pieces: [{ half, fromD: alongHalf(g, half, a.along), toD: alongHalf(g, half, b.along) }],
      cost: best[T] as number,
    };
  }
  const pieces: Piece[] = [];
  const lastHalf = viaT === 0 ? eb * 2 : eb * 2 + 1;
  pieces.push({ half: lastHalf, fromD: 0, toD: alongHalf(g, lastHalf, b.along) });
  let v = viaT === 0 ? bFrom : bTo;
  for (;;) {
    const half = via[v] as number;
    if (half === -2 || half === -3) {
      const first = half === -2 ? ea * 2 + 1 : ea * 2;
      pieces.push({
        half: first,
        fromD: alongHalf(g, first, a.along),
        toD: g.edgeLength[ea] as number,
      });
      break;
    }
    pieces.push({ half, fromD: 0, toD: g.edgeLength[half >> 1] as number });
    v = half & 1 ? (g.edgeTo[half >> 1] as number) : (g.edgeFrom[half >> 1] as number);
  }
  pieces.reverse();
  return { pieces: pieces.filter((p) => p.toD - p.fromD > 1e-6), cost: best[T] as number };
}

/** Metres of a path. */
export function piecesLength(pieces: readonly Piece[]): number {
  let m = 0;
  for (const p of pieces) m += p.toD - p.fromD;
  return m;
}
