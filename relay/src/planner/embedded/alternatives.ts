import type { RoadGraph } from '@fleetdeck/shared/roads';
import type { RoadSnap } from './snap.js';
import { cheapestLeg, piecesLength, type LegPath } from './search.js';

/** A whole route: one path per leg. */
export type RoutePath = LegPath[];

export const ALTERNATIVES = {
  /** Each found route's roads cost this much more in the next search (penalty method). */
  penalty: 1.35,
  /** An alternative may share at most this fraction of its length with an accepted route. */
  maxShared: 0.72,
  /** ... and cost at most this many times the best route. */
  maxCostRatio: 1.5,
  /** Searches per wanted alternative before giving up. */
  triesPerAlternative: 4,
} as const;

/** Every leg by A* on `edgeCost`; null when one leg is not connected. */
export function routeLegs(
  g: RoadGraph,
  edgeCost: Float64Array,
  minCostPerM: number,
  snaps: readonly RoadSnap[],
): RoutePath | null {
  const legs: LegPath[] = [];
  for (let i = 1; i < snaps.length; i++) {
    const leg = cheapestLeg(
      g,
      edgeCost,
      minCostPerM,
      snaps[i - 1] as RoadSnap,
      snaps[i] as RoadSnap,
    );
    if (!leg) return null;
    legs.push(leg);
  }
  return legs;
}

/** The route's cost under `edgeCost` (partial edges pay their share). */
export function routeCost(g: RoadGraph, edgeCost: Float64Array, route: RoutePath): number {
  let c = 0;
  for (const leg of route)
    for (const p of leg.pieces)
      c +=
        ((edgeCost[p.half >> 1] as number) * (p.toD - p.fromD)) /
        (g.edgeLength[p.half >> 1] as number);
  return c;
}

/** Metres of `route` driven on edges of `other`. */
export function sharedLength(route: RoutePath, otherEdges: ReadonlySet<number>): number {
  let m = 0;
  for (const leg of route)
    for (const p of leg.pieces) if (otherEdges.has(p.half >> 1)) m += p.toD - p.fromD;
  return m;
}

export function edgesOf(route: RoutePath): Set<number> {
  const out = new Set<number>();
  for (const leg of route) for (const p of leg.pieces) out.add(p.half >> 1);
  return out;
}

export function routeLength(route: RoutePath): number {
  return route.reduce((m, leg) => m + piecesLength(leg.pieces), 0);
}

/**
 * Up to `count` alternatives to `best` by the penalty method: after each search the roads it took
 * cost more, and a result is kept when it shares at most ~72 % of its length with every kept route
 * and costs at most 1.5× the best under the real costs.
 */
export function alternativeRoutes(
  g: RoadGraph,
  edgeCost: Float64Array,
  minCostPerM: number,
  snaps: readonly RoadSnap[],
  best: RoutePath,
  count: number,
): RoutePath[] {
  if (count <= 0) return [];
  const bestCost = routeCost(g, edgeCost, best);
  const penalised = Float64Array.from(edgeCost);
  const kept: { route: RoutePath; edges: Set<number> }[] = [{ route: best, edges: edgesOf(best) }];
  const out: RoutePath[] = [];
  let last = kept[0] as { route: RoutePath; edges: Set<number> };
  for (
    let tries = 0;
    tries < count * ALTERNATIVES.triesPerAlternative && out.length < count;
    tries++
  ) {
    for (const e of last.edges) penalised[e] = (penalised[e] as number) * ALTERNATIVES.penalty;
    // Penalties only raise costs, so the unpenalised per-metre bound keeps A* admissible.
    const candidate = routeLegs(g, penalised, minCostPerM, snaps);
    if (!candidate) break;
    last = { route: candidate, edges: edgesOf(candidate) };
    if (routeCost(g, edgeCost, candidate) > bestCost * ALTERNATIVES.maxCostRatio) break;
    const length = routeLength(candidate);
    const distinct = kept.every(
      (k) => sharedLength(candidate, k.edges) <= ALTERNATIVES.maxShared * length,
    );
    if (!distinct) continue;
    kept.push(last);
    out.push(candidate);
  }
  return out;
}
