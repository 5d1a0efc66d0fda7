import {
  ANALYSER,
  calendarDay,
  clockFor,
  daysBetween,
  type DateRangeState,
} from '@fleetdeck/shared';

/** Today from midnight to the current minute, in the user's zone: the range the analyser opens on. */
export function todayRange(timeZone: string): DateRangeState {
  const day = calendarDay(Date.now(), timeZone) ?? new Date().toISOString().slice(0, 10);
  const time = clockFor('en', timeZone).time(Date.now());
  return { start: day, end: day, startTime: '00:00', endTime: time };
}

const LOCAL_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

/** What was wrong with the address's range, each said on the screen (`analyser.link_range_*`). */
export type LinkRangeProblem = 'unreadable' | 'backwards' | 'too_long';

/** The range the analyser shows for its address, with what had to be corrected in it. */
export interface LinkRange {
  range: DateRangeState;
  problems: LinkRangeProblem[];
}

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DDTHH:mm` as a day and a time that exist (no 31 November, no 24:00). */
function instantOf(param: string | null): { day: string; time: string } | undefined {
  const m = LOCAL_INSTANT.exec(param ?? '');
  if (!m || !TIME.test(m[2]!)) return undefined;
  const day = m[1]!;
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return undefined;
  return { day, time: m[2]! };
}

/**
 * The picker's state from the address's `start` and `end` (the user's zone). Without either, the
 * `fallback` (today) and nothing to say. Else the range as a picker could have made it, and what
 * was changed: unreadable (the fallback), backwards (its ends swapped; an empty one the
 * fallback), over the analyser's maximum of calendar days (kept from its start to the end of
 * its last allowed day).
 */
export function rangeFromParams(
  start: string | null,
  end: string | null,
  fallback: DateRangeState,
): LinkRange {
  if (start === null && end === null) return { range: fallback, problems: [] };
  let a = instantOf(start);
  let b = instantOf(end);
  if (!a || !b) return { range: fallback, problems: ['unreadable'] };
  const problems: LinkRangeProblem[] = [];
  const order = `${b.day}T${b.time}`.localeCompare(`${a.day}T${a.time}`);
  if (order === 0) return { range: fallback, problems: ['backwards'] };
  if (order < 0) {
    [a, b] = [b, a];
    problems.push('backwards');
  }
  if (daysBetween(a.day, b.day) + 1 > ANALYSER.maxRangeDays) {
    b = { day: plusDays(a.day, ANALYSER.maxRangeDays - 1), time: '23:59' };
    problems.push('too_long');
  }
  return { range: { start: a.day, startTime: a.time, end: b.day, endTime: b.time }, problems };
}
