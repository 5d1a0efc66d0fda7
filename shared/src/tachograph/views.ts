import { RULES_561 as R } from './rules561.js';
import type { DetectionState, DrivingAllowance } from './types.js';

const iso = (t: number): string => new Date(t * 1000).toISOString();
const hours = (s: number): number => Math.floor(s / 3600);
const minutes = (s: number): number => Math.floor((s % 3600) / 60);
const percent = (used: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((used / total) * 100)));

/**
 * What a driver does next (part 1 §4): a resting driver drives again, or is blocked when no daily
 * driving is left; a driver at work rests next.
 */
export function nextActivityState(p: {
  inRest?: boolean | null;
  dailyPlafondDrive?: number | null;
}): DetectionState {
  if (!p.inRest) return 'REST';
  return (p.dailyPlafondDrive ?? 0) > 0 ? 'DRIVE' : 'BLOCK';
}

/** The 15-minute session-rest indicator: next rest is a SESSION break and 15 min are recorded. */
export function sessionRestRecorded(p: {
  plafond: { driveTypeNextRest?: string | null };
  view: { dpv2?: { splitFirstPartDone?: unknown } | null };
}): boolean {
  return p.plafond.driveTypeNextRest === 'SESSION' && p.view.dpv2?.splitFirstPartDone === true;
}

/**
 * The allowance in the upstream plafond shape (spec part 1, section 3): the `plafond` block and
 * views dpv1..dpv9. Durations are seconds, instants ISO 8601 in UTC. Views 1 to 3 are not described
 * by the spec; here they carry the current activity, the next one and the driving left, which is
 * what the current/next/residual widgets show.
 */
export function toDriverPlafond(a: DrivingAllowance) {
  const dayLength = a.workingDayEnd - a.workingDayStart;
  const biweeklyDrive = a.weeklyDrive + a.previousWeekDrive;
  const nextState = nextActivityState({ inRest: a.inRest, dailyPlafondDrive: a.dailyDriveLeft });
  return {
    plafond: {
      detectionDate: iso(a.now),
      dailyPlafondDrive: a.dailyDriveLeft,
      totalDailyDrive: a.dailyDrive,
      detectionState: a.state,
      drivePlafond: a.driveLeft,
      driveTypeNextRest: a.nextRestType,
      driveBonus: a.driveBonus,
      restBonus: a.restBonus,
      restPlafond: a.restNeeded,
      inRest: a.inRest,
    },
    view: {
      dpv1: { state: a.state, since: iso(a.now - a.currentFor) },
      dpv2: {
        state: nextState,
        restType: a.nextRestType,
        splitFirstPartDone: a.splitFirstPartDone,
      },
      dpv3: { residualDrive: a.driveLeft, breakResidualDrive: a.breakDriveLeft },
      dpv4: {
        residualHours: hours(a.workingDayLeft),
        residualMinutes: minutes(a.workingDayLeft),
        percWorkingDay: percent(a.now - a.workingDayStart, dayLength),
        bonus: a.restBonus,
        residualWorkingDay: a.workingDayLeft,
        startWorkingDay: iso(a.workingDayStart),
        endWorkingDay: iso(a.workingDayEnd),
      },
      dpv5: {
        plafondDailyHours: hours(a.dailyDriveLeft),
        plafondDailyMinutes: minutes(a.dailyDriveLeft),
        percDrivingDay: percent(a.dailyDrive, a.dailyLimit),
        bonus: a.driveBonus,
        residualDrive: a.dailyDriveLeft,
        dailyDrive: a.dailyDrive,
      },
      dpv6: {
        plafondWeeklyHours: hours(a.weeklyDriveLeft),
        plafondWeeklyMinutes: minutes(a.weeklyDriveLeft),
        percDrivingWeekly: percent(a.weeklyDrive, R.weeklyDrive),
      },
      dpv7: {
        plafondBiWeeklyHours: hours(a.biweeklyDriveLeft),
        plafondBiWeeklyMinutes: minutes(a.biweeklyDriveLeft),
        percDrivingBiWeekly: percent(biweeklyDrive, R.biweeklyDrive),
        biweeklyDrive,
        residualDrive: a.biweeklyDriveLeft,
      },
      dpv8: a.lastWeeklyRest
        ? {
            duration: a.lastWeeklyRest.duration,
            nextDurationHours: hours(a.nextWeeklyRestDuration),
            nextStartPeriod: a.nextWeeklyRestBy === undefined ? null : iso(a.nextWeeklyRestBy),
            periodStart: iso(a.lastWeeklyRest.start),
            periodEnd: iso(a.lastWeeklyRest.end),
          }
        : null,
      dpv9: a.compensations.map((c) => ({
        duration: c.rest.duration,
        recoveryHours: Math.round((c.owed / 3600) * 100) / 100,
        nextStartPeriod: iso(c.deadline),
        periodStart: iso(c.rest.start),
        periodEnd: iso(c.rest.end),
      })),
      /** The rest under way: what it counts as if the driver drives now, and what comes next. */
      restInProgress: a.restInProgress
        ? {
            since: iso(a.restInProgress.since),
            duration: a.restInProgress.duration,
            countsAs: a.restInProgress.countsAs,
            reducedAllowed: a.restInProgress.reducedAllowed,
            next: a.restInProgress.next
              ? {
                  becomes: a.restInProgress.next.becomes,
                  in: a.restInProgress.next.in,
                  at: iso(a.restInProgress.next.at),
                }
              : null,
          }
        : null,
    },
  };
}

export type DriverPlafondView = ReturnType<typeof toDriverPlafond>;
