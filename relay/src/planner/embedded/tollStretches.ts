import { TOLL_STRETCHES, type TollStretch } from '@fleetdeck/shared/routeCosts';
import { halfEdgeEnd, halfEdgeStart, type RoadGraph } from '@fleetdeck/shared/roads';

/**
 * The node of a "GeoNames name/ISO country" town: the exact name, else the longest name starting
 * with it (the corridors' build step resolves towns the same way), or -1.
 */
function townNode(g: RoadGraph, town: string): number {
  const cut = town.lastIndexOf('/');
  const name = town.slice(0, cut);
  const country = g.countries.indexOf(town.slice(cut + 1));
  let best = -1;
  for (let n = 0; n < g.nodeCount; n++) {
    if (g.nodeCountry[n] !== country) continue;
    const own = g.names[n] ?? '';
    if (own === name) return n;
    if (own.startsWith(name) && (best < 0 || own.length > (g.names[best] ?? '').length)) best = n;
  }
  return best;
}

/** The edges of road `ref` from one node to another (breadth first on that road only), or null. */
function edgesAlong(g: RoadGraph, ref: number, from: number, to: number): number[] | null {
  const via = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let q = 0; q < queue.length && !via.has(to); q++) {
    const v = queue[q] as number;
    for (let k = g.adjStart[v] as number; k < (g.adjStart[v + 1] as number); k++) {
      const half = g.adjHalf[k] as number;
      if (g.edgeRef[half >> 1] !== ref) continue;
      const w = halfEdgeEnd(g, half);
      if (via.has(w)) continue;
      via.set(w, half);
      queue.push(w);
    }
  }
  if (!via.has(to)) return null;
  const edges: number[] = [];
  for (let v = to; v !== from;) {
    const half = via.get(v) as number;
    edges.push(half >> 1);
    v = halfEdgeStart(g, half);
  }
  return edges;
}

export interface TollStretchIndex {
  /** Per edge, the index into `stretches`, or -1. */
  ofEdge: Int16Array;
  stretches: readonly TollStretch[];
  /** The table's stretches the graph does not hold (a renamed town or road): the tests' check. */
  unresolved: TollStretch[];
}

const cache = new WeakMap<RoadGraph, TollStretchIndex>();

/** The operators' stretches laid on the graph's edges, once per graph. */
export function tollStretchIndex(
  g: RoadGraph,
  stretches: readonly TollStretch[] = TOLL_STRETCHES,
): TollStretchIndex {
  const cached = stretches === TOLL_STRETCHES ? cache.get(g) : undefined;
  if (cached) return cached;
  const ofEdge = new Int16Array(g.edgeCount).fill(-1);
  const unresolved: TollStretch[] = [];
  stretches.forEach((s, i) => {
    const ref = g.refs.indexOf(s.ref);
    const from = townNode(g, s.from);
    const to = townNode(g, s.to);
    const edges = ref >= 0 && from >= 0 && to >= 0 ? edgesAlong(g, ref, from, to) : null;
    if (!edges || edges.length === 0) unresolved.push(s);
    else for (const e of edges) ofEdge[e] = i;
  });
  const index = { ofEdge, stretches, unresolved };
  if (stretches === TOLL_STRETCHES) cache.set(g, index);
  return index;
}
