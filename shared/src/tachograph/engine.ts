import { scanBreaks } from './breaks.js';
import { scanDuty, type DutyScan } from './dutyScan.js';
import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { restInProgress } from './restInProgress.js';
import { normaliseTimeline, timeIn, weekStart } from './timeline.js';
import type { DetectionState, DrivingAllowance, NextRestType, PlafondInput } from './types.js';
import { nextWeeklyRestDuration } from './weeklyRests.js';

const clamp0 = (n: number): number => Math.max(0, n);

/** Extended days (over 9 h of driving) that started in the week beginning at `week`. */
function extensionsUsed(scan: DutyScan, week: number, todayDrive: number): number {
  const closed = scan.closedDays.filter((d) => d.start >= week && d.drive > R.dailyDrive).length;
  const today = scan.dayStart >= week && todayDrive > R.dailyDrive ? 1 : 0;
  return closed + today;
}

/** The shortest daily rest still lawful: 9 h in a team, after a 3 h first part, or while reduced rests are left. */
function requiredRest(splitFirst: boolean, reducedUsed: number, team: boolean): number {
  if (team || splitFirst || reducedUsed < R.reducedDailyRestsMax) return R.dailyRestReduced;
  return R.dailyRestRegular;
}

/**
 * Seconds of rest still needed to make a daily rest, counting a rest in progress: nothing once the
 * rest under way already ended the day (it counts as a daily rest now).
 */
function restNeeded(scan: DutyScan, team: boolean, inRest: boolean): number {
  const current = scan.current;
  if (inRest && current) {
    if (current.closedDay) return 0;
    const required = requiredRest(current.splitFirstBefore, current.reducedBefore, team);
    return clamp0(required - current.rest.duration);
  }
  return requiredRest(scan.splitFirstTaken, scan.reducedDailyRests, team);
}

/**
 * Computes a driver's allowances under Regulation (EC) No 561/2006 from the recorded periods: daily,
 * weekly and two-weekly driving left, driving left before the next break, the working-day window,
 * the next rest and its type, and reduced weekly rests still to compensate.
 */
export function computeAllowance(input: PlafondInput): DrivingAllowance {
  const { now } = input;
  const team = input.team ?? false;
  const timeline = normaliseTimeline(input.periods, now);
  const scan = scanDuty(timeline, now, team);
  const breaks = scanBreaks(timeline, team);
  const current = timeline.at(-1);
  const inRest = !current || current.activity === 'REST';
  const currentFor = current ? current.end - current.start : 0;

  const week = weekStart(now);
  const dailyDrive = timeIn(timeline, 'DRIVE', scan.dayStart, now);
  const driveBonus = clamp0(R.extensionsPerWeek - extensionsUsed(scan, week, dailyDrive));
  const extendedToday = dailyDrive > R.dailyDrive;
  const dailyLimit = extendedToday || driveBonus > 0 ? R.dailyDriveExtended : R.dailyDrive;
  const dailyDriveLeft = clamp0(dailyLimit - dailyDrive);

  const weeklyDrive = timeIn(timeline, 'DRIVE', week, now);
  const previousWeekDrive = timeIn(timeline, 'DRIVE', week - WEEK_SECONDS, week);
  const weeklyDriveLeft = clamp0(R.weeklyDrive - weeklyDrive);
  const biweeklyDriveLeft = clamp0(R.biweeklyDrive - weeklyDrive - previousWeekDrive);

  const restBonus = team ? 0 : clamp0(R.reducedDailyRestsMax - scan.reducedDailyRests);
  const window = team ? R.teamWindow : R.workingDayWindow;
  const needed = requiredRest(scan.splitFirstTaken, scan.reducedDailyRests, team);
  const workingDayEnd = scan.dayStart + window - needed;
  const workingDayLeft = clamp0(workingDayEnd - now);

  const lastWeeklyRest = scan.weeklyRests.at(-1);
  const nextWeeklyRestBy = lastWeeklyRest
    ? lastWeeklyRest.end + R.maxBetweenWeeklyRests
    : undefined;
  const breakDriveLeft = clamp0(R.continuousDrive - breaks.driveSinceBreak);
  const rest = inRest
    ? restInProgress(scan, scanBreaks(timeline.slice(0, -1), team).splitFirstPartDone, team)
    : undefined;

  // The tightest limit decides the next rest; on a tie the longer rest is the one due.
  const limits: Array<[NextRestType, number]> = [
    [
      'WEEKLY',
      Math.min(
        weeklyDriveLeft,
        biweeklyDriveLeft,
        nextWeeklyRestBy === undefined ? Infinity : clamp0(nextWeeklyRestBy - now),
      ),
    ],
    ['DAILY', Math.min(dailyDriveLeft, workingDayLeft)],
    ['SESSION', breakDriveLeft],
  ];
  let [nextRestType, driveLeft] = limits[0] ?? ['SESSION', 0];
  for (const [type, left] of limits) {
    if (left < driveLeft) [nextRestType, driveLeft] = [type, left];
  }

  const blocked = dailyDriveLeft === 0 || weeklyDriveLeft === 0 || biweeklyDriveLeft === 0;
  const state: DetectionState = blocked ? 'BLOCK' : (current?.activity ?? 'REST');

  return {
    now,
    state,
    inRest,
    currentFor,
    driveLeft,
    nextRestType,
    breakDriveLeft,
    splitFirstPartDone: breaks.splitFirstPartDone,
    dailyDrive,
    dailyLimit,
    dailyDriveLeft,
    driveBonus,
    restBonus,
    weeklyDrive,
    weeklyDriveLeft,
    previousWeekDrive,
    biweeklyDriveLeft,
    workingDayStart: scan.dayStart,
    workingDayEnd,
    workingDayLeft,
    restNeeded: restNeeded(scan, team, inRest),
    ...(lastWeeklyRest ? { lastWeeklyRest } : {}),
    nextWeeklyRestDuration: nextWeeklyRestDuration(lastWeeklyRest),
    ...(nextWeeklyRestBy !== undefined ? { nextWeeklyRestBy } : {}),
    compensations: scan.compensations,
    ...(rest ? { restInProgress: rest } : {}),
  };
}
