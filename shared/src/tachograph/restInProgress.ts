import type { DutyScan } from './dutyScan.js';
import { RULES_561 as R } from './rules561.js';
import type { RestInProgress, RestReading } from './types.js';

/**
 * What a rest under way counts as now, and what it becomes if it goes on (Art. 4, 7 and 8): the
 * break thresholds (45 min, or 15 then 30), the 3 h first part of a split daily rest, a daily rest
 * by its part inside the day's window (reduced at 9 h, regular at 11 h; the 9 h second part after a
 * 3 h part; 9 h in a team), and the weekly rests by their whole length (24 h reduced, 45 h
 * regular). A daily reading the window no longer leaves room for is not offered; a rest of 9 h
 * that cannot fit is LATE_DAILY.
 */
export function restInProgress(
  scan: DutyScan,
  breakFirstPartBefore: boolean,
  team: boolean,
): RestInProgress | undefined {
  const current = scan.current;
  if (!current) return undefined;
  const { rest, splitFirstBefore, windowEnd } = current;
  const room = Math.max(0, windowEnd - rest.start);
  const steps: Array<[RestReading, number]> = [];
  if (breakFirstPartBefore) steps.push(['BREAK', R.splitBreakSecond]);
  else steps.push(['BREAK_FIRST_PART', R.splitBreakFirst], ['BREAK', R.fullBreak]);
  if (!team && !splitFirstBefore) steps.push(['SPLIT_FIRST_PART', R.splitRestFirst]);
  if (room < R.dailyRestReduced) steps.push(['LATE_DAILY', R.dailyRestReduced]);
  else if (team) steps.push(['REGULAR_DAILY', R.dailyRestReduced]);
  else if (splitFirstBefore) steps.push(['SPLIT_DAILY', R.splitRestSecond]);
  else {
    steps.push(['REDUCED_DAILY', R.dailyRestReduced]);
    if (room >= R.dailyRestRegular) steps.push(['REGULAR_DAILY', R.dailyRestRegular]);
  }
  steps.push(['REDUCED_WEEKLY', R.weeklyRestReduced], ['REGULAR_WEEKLY', R.weeklyRestRegular]);
  steps.sort((a, b) => a[1] - b[1]);
  let countsAs: RestReading = 'NONE';
  let next: RestInProgress['next'];
  for (const [reading, length] of steps) {
    if (length <= rest.duration) countsAs = reading;
    else {
      next = { becomes: reading, in: length - rest.duration, at: rest.start + length };
      break;
    }
  }
  return {
    since: rest.start,
    duration: rest.duration,
    countsAs,
    reducedAllowed: team ? false : current.reducedBefore < R.reducedDailyRestsMax,
    ...(next ? { next } : {}),
  };
}
