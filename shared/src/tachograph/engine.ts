import { scanBreaks } from './breaks.js';
import { scanDuty, type DutyScan } from './dutyScan.js';
import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { normaliseTimeline, timeIn, weekStart } from './timeline.js';
import type { DetectionState, DrivingAllowance, NextRestType, PlafondInput } from './types.js';
import { nextWeeklyRestDuration, outstandingCompensations } from './weeklyRests.js';

const clamp0 = (n: number): number => Math.max(0, n);

/** Extended days (over 9 h of driving) that started in the week beginning at `week`. */
function extensionsUsed(scan: DutyScan, week: number, todayDrive: number): number {
  const closed = scan.closedDays.filter((d) => d.start >= week && d.drive > R.dailyDrive).length;
  const today = scan.dayStart >= week && todayDrive > R.dailyDrive ? 1 : 0;
  return closed + today;
}

/** The rest a driver must take next, and how long still: counting a rest in progress. */
function restNeeded(scan: DutyScan, restBonus: number, team: boolean, currentRest: number): number {
  let required: number;
  if (team) required = R.dailyRestReduced;
  else if (scan.splitFirstTaken) required = R.splitRestSecond;
  else required = restBonus > 0 ? R.dailyRestReduced : R.dailyRestRegular;
  return clamp0(required - currentRest);
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
  const ongoingRest = inRest ? currentFor : 0;
  const needed = restNeeded(scan, restBonus, team, 0);
  const workingDayEnd = scan.dayStart + window - needed;
  const workingDayLeft = clamp0(workingDayEnd - now);

  const lastWeeklyRest = scan.weeklyRests.at(-1);
  const nextWeeklyRestBy = lastWeeklyRest
    ? lastWeeklyRest.end + R.maxBetweenWeeklyRests
    : undefined;
  const breakDriveLeft = clamp0(R.continuousDrive - breaks.driveSinceBreak);

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
    restNeeded: restNeeded(scan, restBonus, team, ongoingRest),
    ...(lastWeeklyRest ? { lastWeeklyRest } : {}),
    nextWeeklyRestDuration: nextWeeklyRestDuration(lastWeeklyRest),
    ...(nextWeeklyRestBy !== undefined ? { nextWeeklyRestBy } : {}),
    compensations: outstandingCompensations(scan.longRests),
  };
}
