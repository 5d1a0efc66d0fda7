import { RULES_561 as R } from './rules561.js';
import { timeIn } from './timeline.js';
import type { ActivityPeriod, RestPeriod } from './types.js';

export interface DutyDay {
  start: number;
  end: number;
  drive: number;
}

export interface DutyScan {
  /** End of the last daily or weekly rest: the start of the current working day. */
  dayStart: number;
  /** A rest of 3 h or more was taken in the current day (first part of a split daily rest). */
  splitFirstTaken: boolean;
  reducedDailyRests: number;
  weeklyRests: RestPeriod[];
  /** All rests of 9 h or more, in order (where compensation can be attached). */
  longRests: RestPeriod[];
  closedDays: DutyDay[];
}

/**
 * Walks the rests of a normalised timeline and classifies each (Art. 4 and 8): weekly (24 h or
 * more), regular daily (11 h; 9 h in a team), split daily (9 h after a 3 h part), reduced daily
 * (9 h), or a first split part (3 h). A rest still in progress closes the day only once it already
 * counts as a full regular rest, so an unfinished rest never uses up a reduced-rest allowance. A
 * weekly rest in progress counts with its length so far (what it would be if it ended now).
 */
export function scanDuty(
  timeline: readonly ActivityPeriod[],
  now: number,
  team: boolean,
): DutyScan {
  const scan: DutyScan = {
    dayStart: timeline[0]?.start ?? now,
    splitFirstTaken: false,
    reducedDailyRests: 0,
    weeklyRests: [],
    longRests: [],
    closedDays: [],
  };
  const regular = team ? R.dailyRestReduced : R.dailyRestRegular;
  const closeDay = (rest: RestPeriod): void => {
    scan.closedDays.push({
      start: scan.dayStart,
      end: rest.start,
      drive: timeIn(timeline, 'DRIVE', scan.dayStart, rest.start),
    });
    scan.dayStart = rest.end;
    scan.splitFirstTaken = false;
  };
  for (const p of timeline) {
    if (p.activity !== 'REST') continue;
    const rest: RestPeriod = { start: p.start, end: p.end, duration: p.end - p.start };
    const ongoing = p.end >= now;
    if (rest.duration >= R.dailyRestReduced) scan.longRests.push(rest);
    if (rest.duration >= R.weeklyRestReduced) {
      scan.weeklyRests.push(rest);
      scan.reducedDailyRests = 0;
      closeDay(rest);
    } else if (rest.duration >= regular) {
      closeDay(rest);
    } else if (rest.duration >= R.splitRestSecond && scan.splitFirstTaken) {
      closeDay(rest);
    } else if (rest.duration >= R.dailyRestReduced && !ongoing) {
      scan.reducedDailyRests += 1;
      closeDay(rest);
    } else if (rest.duration >= R.splitRestFirst && !ongoing) {
      scan.splitFirstTaken = true;
    }
  }
  return scan;
}
