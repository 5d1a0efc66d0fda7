import type { MonetaryCostsReport } from '../domain/routing.js';
import type { CostOptions, CostSegment } from './index.js';
import { roundCents } from './round.js';

/**
 * The spec's cost report: km x costPerKilometer, hours x workingCostPerHour (the whole travel time,
 * service included), the toll, and their sum; each to the cent, the total of the rounded parts.
 */
export function estimateMonetaryCosts(
  segments: readonly CostSegment[],
  options: Pick<CostOptions, 'monetaryCostOptions' | 'travelTimeS'>,
  tollCost: number,
): MonetaryCostsReport {
  const km = segments.reduce((sum, s) => sum + s.distanceM, 0) / 1000;
  const distanceCost = roundCents(km * options.monetaryCostOptions.costPerKilometer);
  const workingTimeCost = roundCents(
    (options.travelTimeS / 3600) * options.monetaryCostOptions.workingCostPerHour,
  );
  const toll = roundCents(tollCost);
  return {
    currency: 'EUR',
    distanceCost,
    workingTimeCost,
    tollCost: toll,
    totalCost: roundCents(distanceCost + workingTimeCost + toll),
  };
}
