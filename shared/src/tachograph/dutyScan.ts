import { RULES_561 as R } from './rules561.js';
import { timeIn } from './timeline.js';
import type { ActivityPeriod, CompensationDue, RestPeriod } from './types.js';
import { CompensationLedger } from './weeklyRests.js';

/**
 * How a daily rest counts (Art. 4(g) and 8(2)), by the part of it inside the 24-hour period (30 h
 * in a team) that began when the previous daily or weekly rest ended: REGULAR (11 h, or 9 h in a
 * team), SPLIT (the 9 h second part after a 3 h first part), REDUCED (9 h to 11 h), SHORT (a rest of
 * 9 h or more whose part inside the period is under 9 h: the driver rested, too late).
 */
export type DailyRestKind = 'REGULAR' | 'SPLIT' | 'REDUCED' | 'SHORT';

export interface ClosingRest extends RestPeriod {
  /** Seconds of the rest inside the day's 24-hour (team: 30-hour) period. */
  inWindow: number;
  kind: DailyRestKind;
  /** A weekly rest (24 h or more, unless it carried a compensation: see CompensationLedger). */
  weekly: boolean;
  /** Still under way at the evaluation time: counted as what it is now. */
  ongoing: boolean;
}

export interface DutyDay {
  /** End of the previous daily or weekly rest. */
  start: number;
  /** Start of the closing rest, or the evaluation time while the day is open. */
  end: number;
  /** `start` plus 24 h (30 h in a team): the daily rest must fall inside. */
  windowEnd: number;
  drive: number;
  /** A first split part (3 h or more) was taken in the day. */
  splitFirst: boolean;
  /** Reduced daily rests taken since the last weekly rest, before this day's rest. */
  reducedBefore: number;
  /** Longest part of any rest of the day that lies inside the window (closing rest included). */
  bestInWindow: number;
  rest?: ClosingRest;
}

export interface DutyScan {
  /** Every working day, the open one (without `rest`) last. */
  days: DutyDay[];
  /** End of the last daily or weekly rest: the start of the current working day. */
  dayStart: number;
  /** A rest of 3 h or more was taken in the current day (first part of a split daily rest). */
  splitFirstTaken: boolean;
  reducedDailyRests: number;
  weeklyRests: RestPeriod[];
  /** Reduced weekly rests not yet compensated (Art. 8(6)). */
  compensations: CompensationDue[];
  closedDays: DutyDay[];
  /** The rest under way at the evaluation time and the day state before it began. */
  current?: {
    rest: RestPeriod;
    splitFirstBefore: boolean;
    /** Reduced daily rests used before this rest began. */
    reducedBefore: number;
    /** End of the window of the day the rest belongs to. */
    windowEnd: number;
    closedDay: boolean;
  };
}

/**
 * Walks the rests of a normalised timeline and ends a working day at every rest of 9 h or more
 * (24 h or more is a weekly rest). The rest is classified by its part inside the day's window
 * (Art. 8(2), second subparagraph), so an 11 h rest that starts 13 h 01 after the previous rest is
 * a reduced one. A rest still in progress counts as what it is now, as if the driver drove again at
 * the evaluation time; a first split part of 3 h counts the same way.
 */
export function scanDuty(
  timeline: readonly ActivityPeriod[],
  now: number,
  team: boolean,
): DutyScan {
  const windowLength = team ? R.teamWindow : R.workingDayWindow;
  const scan: DutyScan = {
    days: [],
    dayStart: timeline[0]?.start ?? now,
    splitFirstTaken: false,
    reducedDailyRests: 0,
    weeklyRests: [],
    compensations: [],
    closedDays: [],
  };
  const ledger = new CompensationLedger();
  let best = 0;
  const openDay = (): DutyDay => ({
    start: scan.dayStart,
    end: now,
    windowEnd: scan.dayStart + windowLength,
    drive: timeIn(timeline, 'DRIVE', scan.dayStart, now),
    splitFirst: scan.splitFirstTaken,
    reducedBefore: scan.reducedDailyRests,
    bestInWindow: best,
  });
  for (const p of timeline) {
    if (p.activity !== 'REST') continue;
    const rest: RestPeriod = { start: p.start, end: p.end, duration: p.end - p.start };
    const ongoing = p.end >= now;
    const windowEnd = scan.dayStart + windowLength;
    const inWindow = Math.max(
      0,
      Math.min(rest.end, windowEnd) - Math.max(rest.start, scan.dayStart),
    );
    const splitFirstBefore = scan.splitFirstTaken;
    if (ongoing) {
      const reducedBefore = scan.reducedDailyRests;
      scan.current = { rest, splitFirstBefore, reducedBefore, windowEnd, closedDay: false };
    }
    if (rest.duration < R.dailyRestReduced) {
      if (rest.duration >= R.splitRestFirst) scan.splitFirstTaken = true;
      best = Math.max(best, inWindow);
      continue;
    }
    let kind: DailyRestKind;
    if (team) kind = inWindow >= R.dailyRestReduced ? 'REGULAR' : 'SHORT';
    else if (inWindow >= R.dailyRestRegular) kind = 'REGULAR';
    else if (inWindow >= R.splitRestSecond && splitFirstBefore) kind = 'SPLIT';
    else if (inWindow >= R.dailyRestReduced) kind = 'REDUCED';
    else kind = 'SHORT';
    const { weekly } = ledger.record(rest);
    const day: DutyDay = {
      ...openDay(),
      end: rest.start,
      drive: timeIn(timeline, 'DRIVE', scan.dayStart, rest.start),
      bestInWindow: Math.max(best, inWindow),
      rest: { ...rest, inWindow, kind, weekly, ongoing },
    };
    scan.days.push(day);
    scan.closedDays.push(day);
    if (kind === 'REDUCED') scan.reducedDailyRests += 1;
    if (weekly) {
      scan.weeklyRests.push(rest);
      scan.reducedDailyRests = 0;
    }
    scan.dayStart = rest.end;
    scan.splitFirstTaken = false;
    best = 0;
    if (ongoing && scan.current) scan.current.closedDay = true;
  }
  scan.compensations = ledger.outstanding();
  const last = scan.days.at(-1);
  if (!last?.rest?.ongoing) scan.days.push(openDay());
  return scan;
}
