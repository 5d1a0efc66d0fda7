import { ROUTE_DEFAULTS } from '@fleetdeck/shared';
import { edgeSeconds, type RoadGraph } from '@fleetdeck/shared/roads';
import type { TrafficOnGraph } from './traffic.js';

/**
 * The generalised cost the router minimises, in "seconds": for each road,
 *   ((1 - w) · length / 82 km/h + w · driving time) · tollFactor
 * with w = distanceTimeWeighting / 100 (0 shortest distance, 100 fastest). Distance is priced at
 * the motorway truck speed so both terms are seconds and blend evenly at 50.
 */
export const DISTANCE_REF_MS = 82 / 3.6;

/** The factor on toll roads' cost when "excluding" tolls (-95): practically never, yet routable. */
export const TOLL_EXCLUDED_FACTOR = 50;

/**
 * Toll penalty (-95..500) to the factor on toll roads' cost, monotone decreasing:
 * 500 → 1 (tolls free to use), 405 (default) → 1.077, 200 → 1.76, 0 → 3.12, -94 → 3.99,
 * -95 → 50 (excluded: taken only when no toll-free road connects).
 */
export function tollFactor(tollPenalty: number): number {
  if (tollPenalty <= ROUTE_DEFAULTS.tollPenaltyMin) return TOLL_EXCLUDED_FACTOR;
  const span = ROUTE_DEFAULTS.tollPenaltyMax - ROUTE_DEFAULTS.tollPenaltyMin;
  const x = Math.max(0, ROUTE_DEFAULTS.tollPenaltyMax - tollPenalty) / span;
  return 1 + 3 * x * x;
}

/** What a road breaking the vehicle's limits costs when routing "anyway": heavy, not infinite. */
export const VIOLATION_FACTOR = 10;
export const VIOLATION_EXTRA_S = 4 * 3600;

export interface CostOptions {
  distanceTimeWeighting: number;
  tollPenalty: number;
  /** Per edge, the vehicle's broken limits (limits.ts). */
  violations: Uint8Array;
  /** 'forbid': illegal roads are closed; 'penalise': open at a heavy price. */
  violationMode: 'forbid' | 'penalise';
  /** Per edge, non-zero when closed whatever the mode (a country over the legal limits). */
  closed?: Uint8Array;
  traffic: TrafficOnGraph;
}

/** Per-edge costs and times of one request; `minCostPerM` keeps the A* heuristic admissible. */
export interface CostModel {
  /** Cost of driving the whole edge (Infinity when closed). */
  edgeCost: Float64Array;
  /** Seconds to drive the whole edge, traffic included. */
  edgeTime: Float64Array;
  /** No edge costs less than this per metre of its length (a lower bound for the heuristic). */
  minCostPerM: number;
}

export function buildCostModel(g: RoadGraph, o: CostOptions): CostModel {
  const w = Math.min(100, Math.max(0, o.distanceTimeWeighting)) / 100;
  const toll = tollFactor(o.tollPenalty);
  const edgeCost = new Float64Array(g.edgeCount);
  const edgeTime = new Float64Array(g.edgeCount);
  let maxSpeed = 1;
  for (let e = 0; e < g.edgeCount; e++) {
    maxSpeed = Math.max(maxSpeed, g.edgeSpeed[e] as number);
    const len = g.edgeLength[e] as number;
    const time = edgeSeconds(g, e) + (o.traffic.edgeDelay[e] as number);
    edgeTime[e] = time;
    let cost = ((1 - w) * len) / DISTANCE_REF_MS + w * time;
    if (g.edgeToll[e]) cost *= toll;
    if (o.violations[e]) {
      cost = o.violationMode === 'forbid' ? Infinity : cost * VIOLATION_FACTOR + VIOLATION_EXTRA_S;
    }
    if (o.closed?.[e]) cost = Infinity;
    edgeCost[e] = cost;
  }
  // Factors are ≥ 1 and traffic only slows, so the cheapest metre is the untolled, free-flowing
  // one at the top speed; road length is never below the great-circle distance.
  const minCostPerM = (1 - w) / DISTANCE_REF_MS + w / (maxSpeed / 3.6);
  return { edgeCost, edgeTime, minCostPerM };
}
