import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { weekStart } from './timeline.js';
import type { ActivityPeriod, TachoActivity } from './types.js';

const H = 3600;
const M = 60;

/**
 * A random driver's history that keeps Regulation (EC) No 561/2006 by construction (test helper):
 * driving blocks of at most 4 h 30 between breaks of 45 min or 15 + 30 min, days of at most 9 h
 * (10 h twice a fixed week), regular, reduced (three between weekly rests) or split daily rests
 * inside the 24-hour period, weekly rests started within six 24-hour periods, never two reduced in
 * a row, each reduction given back en bloc with the next weekly rest, and weekly and two-weekly
 * driving capped. It starts with a regular weekly rest ending at `start`.
 */
export function lawfulSchedule(
  random: () => number,
  start: number,
  days: number,
): { periods: ActivityPeriod[]; end: number } {
  const periods: ActivityPeriod[] = [];
  const weekDrive = new Map<number, number>();
  const pick = (a: number, b: number): number => a + Math.floor(random() * (b - a + 1));
  let t = start;
  const add = (activity: TachoActivity, length: number): void => {
    if (length <= 0) return;
    if (activity === 'DRIVE') {
      // Driving counts in each fixed week for its own part (Art. 4(i)).
      let s = t;
      while (s < t + length) {
        const w = weekStart(s);
        const e = Math.min(t + length, w + WEEK_SECONDS);
        weekDrive.set(w, (weekDrive.get(w) ?? 0) + e - s);
        s = e;
      }
    }
    periods.push({ start: t, end: t + length, activity });
    t += length;
  };
  periods.push({ start: start - R.weeklyRestRegular, end: start, activity: 'REST' });
  let lastWeeklyEnd = start;
  let lastWeeklyReduced = false;
  let owed = 0;
  let reducedUsed = 0;
  const extensions = new Map<number, number>();
  for (let d = 0; d < days; d++) {
    const dayStart = t;
    const w = weekStart(dayStart);
    const drive = (week: number): number => weekDrive.get(week) ?? 0;
    const cap = Math.min(
      R.weeklyDrive - Math.max(drive(w), drive(w + WEEK_SECONDS)),
      R.biweeklyDrive - drive(w - WEEK_SECONDS) - drive(w),
      R.biweeklyDrive - drive(w) - drive(w + WEEK_SECONDS),
    );
    const extend = (extensions.get(w) ?? 0) < R.extensionsPerWeek && random() < 0.3;
    const split = random() < 0.2;
    let target = Math.min(
      extend ? R.dailyDriveExtended : pick(1, 9) * H,
      split ? 8 * H : Infinity,
      Math.max(0, Math.floor(cap / M) * M),
    );
    if (target > R.dailyDrive) extensions.set(w, (extensions.get(w) ?? 0) + 1);
    // Blocks of 2 h to 4 h 30 keep the breaks few enough for the day to fit in 13 h.
    let cont = 0;
    let firstPart = false;
    let splitDone = !split;
    const long = target > 7 * H;
    add('WORK', (1 + pick(0, 1)) * 15 * M);
    while (target > 0) {
      const block = Math.min(target, R.continuousDrive - cont, pick(long ? 15 : 8, 18) * 15 * M);
      add('DRIVE', block);
      target -= block;
      cont += block;
      if (target <= 0) break;
      if (!splitDone && cont >= 2 * H) {
        add('REST', R.splitRestFirst);
        splitDone = true;
        cont = 0;
        firstPart = false;
      } else if (firstPart) {
        add('REST', R.splitBreakSecond);
        cont = 0;
        firstPart = false;
      } else if (!long && cont <= 2.5 * H && random() < 0.3) {
        add('REST', R.splitBreakFirst);
        firstPart = true;
      } else {
        add('REST', R.fullBreak);
        cont = 0;
      }
    }
    if (!splitDone) add('REST', R.splitRestFirst);
    add('WORK', (1 + pick(0, 1)) * 15 * M);
    const span = t - dayStart;
    const reduced = !split && reducedUsed < R.reducedDailyRestsMax && random() < 0.3;
    const minimum = split || reduced ? R.dailyRestReduced : R.dailyRestRegular;
    if (span + minimum > R.workingDayWindow) throw new Error(`day too long: ${span / H} h`);
    const rest = minimum + (reduced ? pick(0, 7) * 15 * M : pick(0, 8) * 15 * M);
    // The next day may take 15 h; if it could not start its weekly rest in time, rest now.
    const weeklyDue = t + rest + 15 * H > lastWeeklyEnd + R.maxBetweenWeeklyRests || random() < 0.1;
    if (weeklyDue && d > 0) {
      const reducedWeekly: boolean = !lastWeeklyReduced && random() < 0.5;
      const length = reducedWeekly
        ? R.weeklyRestReduced + pick(0, 20) * H
        : R.weeklyRestRegular + owed + pick(0, 4) * H;
      owed = reducedWeekly ? R.weeklyRestRegular - length : 0;
      lastWeeklyReduced = reducedWeekly;
      add('REST', length);
      lastWeeklyEnd = t;
      reducedUsed = 0;
    } else {
      if (reduced) reducedUsed += 1;
      add('REST', rest);
    }
  }
  return { periods, end: t };
}
