import type { PlafondPreset } from '../domain/planner.js';
import type { PlafondRequest } from '../domain/routing.js';
import { RULES_561 as R } from '../tachograph/rules561.js';
import type { ActivityPeriod } from '../tachograph/types.js';

/** The driver's state at the start of the tour, in seconds (the request's plafond). */
export interface DriverState {
  preset: PlafondPreset;
  /** Epoch seconds the driver last worked; the time from then to the departure is rest. */
  lastWorkedAt?: number;
  drivingSinceBreakS: number;
  drivingSinceDailyRestS: number;
  /** Time on duty since the last daily rest ended (driving, other work and breaks). */
  dutySinceDailyRestS: number;
}

/** A rested driver on the spec's default preset (multiple days). */
export const RESTED_DRIVER: DriverState = {
  preset: 'multiple_days',
  drivingSinceBreakS: 0,
  drivingSinceDailyRestS: 0,
  dutySinceDailyRestS: 0,
};

export function driverStateFromRequest(plafond: PlafondRequest | null | undefined): DriverState {
  if (!plafond) return RESTED_DRIVER;
  const last = plafond.lastTimeTheDriverWorked;
  return {
    preset: plafond.configurableWorkingHoursPreset,
    ...(last ? { lastWorkedAt: Math.floor(Date.parse(last) / 1000) } : {}),
    drivingSinceBreakS: plafond.accumulatedDrivingTimeSinceLastBreak,
    drivingSinceDailyRestS: plafond.accumulatedDrivingTimeSinceLastDailyRest,
    dutySinceDailyRestS: plafond.accumulatedTravelTimeSinceLastDailyRest,
  };
}

/**
 * Tachograph periods that match the state, for the engine to read: the plafond gives totals, not
 * the periods, so the history is the simplest one with those totals. A regular weekly rest ends
 * where the working day began (nothing is known of the week before); the driving of the day
 * before the last break comes in blocks of 4 h 30 at most with 45 min breaks, then the break,
 * then the driving since it; other work fills the rest of the time on duty, at the start of the
 * day. Totals that contradict each other are raised to agree (driving since the break is part of
 * the day's driving, which is part of the time on duty). The co-driver of a team (`coDriver`) was
 * available on board all day.
 */
export function driverHistory(
  state: DriverState,
  departure: number,
  coDriver = false,
): ActivityPeriod[] {
  const end = Math.min(state.lastWorkedAt ?? departure, departure);
  const sinceBreak = state.drivingSinceBreakS;
  const daily = Math.max(state.drivingSinceDailyRestS, sinceBreak);
  const earlier = daily - sinceBreak;
  const blocks: number[] = [];
  for (let left = earlier; left > 0; left -= R.continuousDrive)
    blocks.push(Math.min(left, R.continuousDrive));
  const breaks = blocks.length * R.fullBreak;
  const duty = Math.max(state.dutySinceDailyRestS, daily + breaks);
  const dayStart = end - duty;
  const periods: ActivityPeriod[] = [
    { start: dayStart - R.weeklyRestRegular, end: dayStart, activity: 'REST' },
  ];
  if (coDriver) {
    periods.push({ start: dayStart, end, activity: 'AVAILABILITY' });
  } else {
    let t = dayStart;
    const add = (activity: ActivityPeriod['activity'], length: number) => {
      if (length > 0) periods.push({ start: t, end: t + length, activity });
      t += length;
    };
    add('WORK', duty - daily - breaks);
    for (const block of blocks) {
      add('DRIVE', block);
      add('REST', R.fullBreak);
    }
    add('DRIVE', sinceBreak);
  }
  if (end < departure) periods.push({ start: end, end: departure, activity: 'REST' });
  return periods;
}
