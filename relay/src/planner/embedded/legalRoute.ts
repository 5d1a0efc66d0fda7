import type { RouteRequest } from '@fleetdeck/shared';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { RoutingError } from '../routingProvider.js';
import { routeLegs, type RoutePath } from './alternatives.js';
import { buildCostModel, type CostModel, type CostOptions } from './cost.js';
import { legalBreaches, legalMask, type LegalBreach } from './legal.js';
import type { VehicleLimits } from './limits.js';
import { engineText } from './messages.js';
import type { RoadSnap } from './snap.js';

type Options = Omit<CostOptions, 'violationMode' | 'closed'>;

export interface LegalClosure {
  breaches: LegalBreach[];
  /** Per edge, non-zero when it touches a country whose legal limits the vehicle is over. */
  closed: Uint8Array;
}

export function legalClosure(g: RoadGraph, vehicle: VehicleLimits, axles: number): LegalClosure {
  const breaches = legalBreaches(g, vehicle, axles);
  return { breaches, closed: legalMask(g, breaches) };
}

/**
 * The best route under the vehicle's limits, in three steps: every restricted road and every
 * country over the legal limits closed; else the restricted roads open at a heavy price (the
 * spec's violated route, reported by section) with those countries still closed; else a 422
 * naming the legal limits of the countries no route avoids.
 */
export function legalRoute(
  g: RoadGraph,
  request: RouteRequest,
  legal: LegalClosure,
  options: Options,
  snaps: readonly RoadSnap[],
): { best: RoutePath; model: CostModel } {
  const { breaches, closed } = legal;
  const both = options.violations.map((m, e) => m | (closed[e] as number));
  const tries: CostOptions[] = [
    { ...options, violations: both, violationMode: 'forbid' },
    { ...options, violationMode: 'penalise', closed },
  ];
  for (const o of tries) {
    const model = buildCostModel(g, o);
    const best = routeLegs(g, model.edgeCost, model.minCostPerM, snaps);
    if (best) return { best, model };
  }
  if (breaches.length > 0) {
    // Which countries cannot be avoided: those a route with everything open at a price crosses.
    const model = buildCostModel(g, { ...options, violations: both, violationMode: 'penalise' });
    const path = routeLegs(g, model.edgeCost, model.minCostPerM, snaps);
    const crossed = new Set<string>();
    for (const leg of path ?? [])
      for (const p of leg.pieces) {
        const e = p.half >> 1;
        if (closed[e]) {
          crossed.add(g.countries[g.nodeCountry[g.edgeFrom[e] as number] as number] ?? '');
          crossed.add(g.countries[g.nodeCountry[g.edgeTo[e] as number] as number] ?? '');
        }
      }
    const named = breaches.filter((b) => crossed.has(b.country));
    throw new RoutingError(
      'over_legal_limit',
      legalMessage(named.length > 0 ? named : breaches, request.language),
    );
  }
  throw new RoutingError(
    'no_route',
    engineText(request.language, 'planner.engine.no_route', { from: 1, to: snaps.length }),
  );
}

/** "Over the legal limits of Switzerland: weight 44 t (legal maximum 40 t)". */
export function legalMessage(breaches: readonly LegalBreach[], language?: string): string {
  const names = new Intl.DisplayNames([language ?? 'it'], { type: 'region' });
  const round = (x: number): string =>
    x.toLocaleString(language ?? 'it', { maximumFractionDigits: 2 });
  const byCountry = new Map<string, string[]>();
  for (const b of breaches) {
    const parts = byCountry.get(b.country) ?? [];
    parts.push(
      engineText(language, `planner.engine.legal.${b.reason}`, {
        limit: round(b.limit),
        value: round(b.value),
      }),
    );
    byCountry.set(b.country, parts);
  }
  const countries = [...byCountry].map(([country, parts]) =>
    engineText(language, 'planner.engine.legal.country', {
      country: names.of(country) ?? country,
      limits: parts.join(', '),
    }),
  );
  return engineText(language, 'planner.engine.over_legal_limit', {
    countries: countries.join('; '),
  });
}
