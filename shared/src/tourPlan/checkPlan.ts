import { RULES_561 as R } from '../tachograph/rules561.js';
import { findInfringements, type Infringement } from '../tachograph/infringements.js';
import type { TourPlan } from './tourPlanTypes.js';

/**
 * Checks a plan with the tachograph engine itself: each driver's periods, followed by a regular
 * weekly rest once the tour's work is done (so the last working day is judged too), read by
 * `findInfringements` from the departure on. Whatever the history held before is not the plan's.
 */
export function planInfringements(plan: TourPlan, departure: number): Infringement[] {
  return plan.periods.flatMap((periods) => {
    const end = Math.max(...periods.map((p) => p.end));
    const closed = [
      ...periods,
      { start: end, end: end + R.weeklyRestRegular, activity: 'REST' as const },
    ];
    return findInfringements({
      periods: closed,
      now: end + R.weeklyRestRegular,
      team: plan.team,
      from: departure,
    });
  });
}
