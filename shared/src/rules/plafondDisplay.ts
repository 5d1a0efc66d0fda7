import { DRIVING_RULES } from '../constants/app.js';
import type { Plafond, PlafondState } from '../domain/plafond.js';

export type NextRestName = 'break' | 'daily' | 'weekly' | 'rest';

export interface PlafondDisplay {
  current: PlafondState;
  /** Undefined in BLOCK, where only the current state shows (text only). */
  next?: { state: PlafondState; rest?: NextRestName };
  /** Residual driving in seconds, shown while driving. */
  residualDriveS?: number;
  /** The 15-minute session rest indicator (opens its explanatory dialog). */
  sessionRestIndicator: boolean;
}

const REST_NAMES: Record<string, NextRestName> = {
  SESSION: 'break',
  DAILY: 'daily',
  WEEKLY: 'weekly',
};

/**
 * What the plafond widgets show (part 1 §4). While resting the next state is DRIVE, or BLOCK when
 * the daily drive allowance is zero; while driving the next state is a rest named by its type,
 * with the residual driving time (allowance plus the residual drive bonus). Other states show
 * DRIVE next. `fifteenMinuteBreakDone` is whether a break of 15 minutes or more is recorded since
 * the last session rest (the first part of a split break).
 */
export function plafondDisplay(plafond: Plafond, fifteenMinuteBreakDone: boolean): PlafondDisplay {
  const current = plafond.detectionState ?? 'REST';
  const sessionRestIndicator = plafond.driveTypeNextRest === 'SESSION' && fifteenMinuteBreakDone;
  if (current === 'BLOCK') return { current, sessionRestIndicator: false };
  if (current === 'DRIVE') {
    const rest = plafond.driveTypeNextRest ? REST_NAMES[plafond.driveTypeNextRest] : undefined;
    return {
      current,
      next: { state: 'REST', rest: rest ?? 'rest' },
      residualDriveS: Math.max(0, (plafond.drivePlafond ?? 0) + (plafond.driveBonus ?? 0)),
      sessionRestIndicator,
    };
  }
  const blocked = current === 'REST' && plafond.dailyPlafondDrive === 0;
  return { current, next: { state: blocked ? 'BLOCK' : 'DRIVE' }, sessionRestIndicator };
}

/** Minutes of a split break still to take after the breaks already taken (15+30 or 15+15+15). */
export function remainingSplitBreak(takenMinutes: readonly number[]): number {
  const full = DRIVING_RULES.splitBreaks[0].reduce((a, b) => a + b, 0);
  const first = takenMinutes.findIndex((m) => m >= DRIVING_RULES.sessionRestMinutes);
  if (first < 0) return full;
  if (takenMinutes.slice(first).some((m) => m >= full)) return 0;
  const later = takenMinutes.slice(first + 1).filter((m) => m >= DRIVING_RULES.sessionRestMinutes);
  if (later.some((m) => m >= 30) || later.length >= 2) return 0;
  return later.length === 1 ? 15 : 30;
}
