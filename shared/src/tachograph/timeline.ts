import { joinFerryRests } from './ferryRest.js';
import type { ActivityPeriod, TachoActivity } from './types.js';

/**
 * Sorted, non-overlapping periods up to `now`, with gaps filled as REST (a withdrawn card means the
 * driver is off duty) and touching periods of the same activity merged, so a rest split across two
 * records is one rest. A later record wins where two overlap. A rest interrupted on a ferry under
 * Art. 9 is one rest (`joinFerryRests`).
 */
export function normaliseTimeline(
  periods: readonly ActivityPeriod[],
  now: number,
): ActivityPeriod[] {
  const sorted = periods
    .filter((p) => p.end > p.start && p.start < now)
    .map((p) => ({ ...p, end: Math.min(p.end, now) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const out: ActivityPeriod[] = [];
  const push = (start: number, end: number, activity: TachoActivity, ferry = false): void => {
    if (end <= start) return;
    const last = out.at(-1);
    if (last && last.activity === activity && last.end === start && !!last.ferry === ferry)
      last.end = end;
    else out.push({ start, end, activity, ...(ferry ? { ferry } : {}) });
  };
  let cursor = sorted[0]?.start ?? now;
  for (const p of sorted) {
    if (p.start > cursor) push(cursor, p.start, 'REST');
    const start = Math.max(p.start, cursor);
    push(start, p.end, p.activity, p.ferry === true);
    cursor = Math.max(cursor, p.end);
  }
  if (cursor < now && out.length > 0) push(cursor, now, 'REST');
  return joinFerryRests(out, now);
}

/** Seconds of `activity` inside [from, to). */
export function timeIn(
  timeline: readonly ActivityPeriod[],
  activity: TachoActivity,
  from: number,
  to: number,
): number {
  let total = 0;
  for (const p of timeline) {
    if (p.activity !== activity) continue;
    const s = Math.max(p.start, from);
    const e = Math.min(p.end, to);
    if (e > s) total += e - s;
  }
  return total;
}

const DAY = 86_400;
/** 1970-01-05 was a Monday: weeks run Monday 00:00 to Sunday 24:00 UTC (Art. 4(i)). */
const FIRST_MONDAY = 4 * DAY;

export function weekStart(t: number): number {
  return Math.floor((t - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
}
