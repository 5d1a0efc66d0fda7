import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { weekStart } from './timeline.js';
import type { CompensationDue, RestPeriod } from './types.js';

/**
 * Reduced weekly rests owed back (Art. 8(6)): each owes 45 h minus its length, "taken en bloc
 * before the end of the third week following the week in question" and attached to another rest
 * of at least 9 h (Art. 8(7)). A debt is paid only by one block at least as long as it; a shorter
 * block pays nothing. The block of a rest is what lies beyond the rest it is attached to: beyond
 * 45 h for a weekly rest, beyond 11 h for a daily rest (9 h for one under 11 h). A rest of 24 h to
 * 45 h that pays a debt is read as a daily rest with the compensation attached; one that pays
 * nothing is a reduced weekly rest of its own.
 */
export class CompensationLedger {
  private readonly debts: CompensationDue[] = [];

  /** Pays what `rest` can pay as a rest of at least `base`; true when it paid a debt. */
  pay(rest: RestPeriod, base: number): boolean {
    let block = rest.duration - base;
    let paid = false;
    for (const debt of this.debts) {
      // In time when the block, taken first, ends by the deadline.
      if (debt.owed <= 0 || debt.owed > block || rest.start + debt.owed > debt.deadline) continue;
      block -= debt.owed;
      debt.owed = 0;
      paid = true;
    }
    return paid;
  }

  /** Records a rest of 9 h or more; returns false when a 24-45 h rest served as a daily rest. */
  record(rest: RestPeriod): { weekly: boolean } {
    const d = rest.duration;
    if (d >= R.weeklyRestRegular) {
      this.pay(rest, R.weeklyRestRegular);
      return { weekly: true };
    }
    if (d >= R.weeklyRestReduced) {
      if (this.pay(rest, R.dailyRestRegular)) return { weekly: false };
      this.debts.push({
        rest,
        owed: R.weeklyRestRegular - d,
        deadline: weekStart(rest.start) + (1 + R.compensationWeeks) * WEEK_SECONDS,
      });
      return { weekly: true };
    }
    this.pay(rest, d >= R.dailyRestRegular ? R.dailyRestRegular : R.dailyRestReduced);
    return { weekly: false };
  }

  /** Every debt with something still owed, oldest first. */
  outstanding(): CompensationDue[] {
    return this.debts.filter((d) => d.owed > 0).map((d) => ({ ...d }));
  }
}

/** In two consecutive weeks at least one weekly rest must be regular (Art. 8(6)). */
export function nextWeeklyRestDuration(lastWeeklyRest: RestPeriod | undefined): number {
  if (!lastWeeklyRest) return R.weeklyRestRegular;
  return lastWeeklyRest.duration < R.weeklyRestRegular ? R.weeklyRestRegular : R.weeklyRestReduced;
}
