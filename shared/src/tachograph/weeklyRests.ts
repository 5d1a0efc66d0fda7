import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { weekStart } from './timeline.js';
import type { CompensationDue, RestPeriod } from './types.js';

/**
 * Reduced weekly rests not yet given back (Art. 8(6)): each owes 45 h minus its length, to be
 * attached to another rest of at least 9 h before the end of the third week following its own
 * week. A later rest's excess over its own minimum (45 h weekly, 11 h daily, nothing for a reduced
 * one) pays the oldest debt first.
 */
export function outstandingCompensations(longRests: readonly RestPeriod[]): CompensationDue[] {
  const debts: CompensationDue[] = [];
  for (const rest of longRests) {
    let excess = 0;
    if (rest.duration >= R.weeklyRestRegular) excess = rest.duration - R.weeklyRestRegular;
    else if (rest.duration < R.weeklyRestReduced && rest.duration >= R.dailyRestRegular)
      excess = rest.duration - R.dailyRestRegular;
    for (const debt of debts) {
      if (excess <= 0) break;
      if (debt.owed <= 0 || rest.start > debt.deadline) continue;
      const paid = Math.min(debt.owed, excess);
      debt.owed -= paid;
      excess -= paid;
    }
    if (rest.duration >= R.weeklyRestReduced && rest.duration < R.weeklyRestRegular) {
      debts.push({
        rest,
        owed: R.weeklyRestRegular - rest.duration,
        deadline: weekStart(rest.start) + (1 + R.compensationWeeks) * WEEK_SECONDS,
      });
    }
  }
  return debts.filter((d) => d.owed > 0);
}

/** In two consecutive weeks at least one weekly rest must be regular (Art. 8(6)). */
export function nextWeeklyRestDuration(lastWeeklyRest: RestPeriod | undefined): number {
  if (!lastWeeklyRest) return R.weeklyRestRegular;
  return lastWeeklyRest.duration < R.weeklyRestRegular ? R.weeklyRestRegular : R.weeklyRestReduced;
}
