import { dayjs } from '../format/dayjs.js';

/** Calendar days as `YYYY-MM-DD`, times as `HH:mm`: the picker knows nothing of zones. */
export interface DateRangeState {
  start: string | null;
  end: string | null;
  startTime: string;
  endTime: string;
}

export interface DateRangeOptions {
  /** Most calendar days a range may cover, both ends included. */
  maxDays?: number;
  /** Days that cannot be picked. */
  isLocked?: (day: string) => boolean;
  /** Single-date mode: start equals end. */
  single?: boolean;
}

export const DAY_START = '00:00';
export const DAY_END = '23:59';

export const DATE_PICKER_DEFAULTS = { timeInputs: true, months: 2, monthWidthPx: 276 } as const;

export const EMPTY_RANGE: DateRangeState = {
  start: null,
  end: null,
  startTime: DAY_START,
  endTime: DAY_END,
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round(dayNumber(b) - dayNumber(a));
}

/** While only a start is chosen, days that would make the range longer than the maximum. */
export function isOutOfRange(day: string, state: DateRangeState, options: DateRangeOptions) {
  if (!options.maxDays || !state.start || state.end) return false;
  const span = daysBetween(state.start, day);
  return span >= 0 && span + 1 > options.maxDays;
}

/**
 * One click on a day. First click sets the start; the second sets the end, unless it is before the
 * start (then it becomes the new start); a click on a full range starts again. Locked and
 * out-of-range days change nothing. Every accepted click resets the times to 00:00 and 23:59.
 */
export function clickDay(
  state: DateRangeState,
  day: string,
  options: DateRangeOptions = {},
): DateRangeState {
  if (options.isLocked?.(day)) return state;
  const times = { startTime: DAY_START, endTime: DAY_END };
  if (options.single) return { start: day, end: day, ...times };
  if (!state.start || state.end) return { start: day, end: null, ...times };
  if (daysBetween(state.start, day) < 0) return { start: day, end: null, ...times };
  if (isOutOfRange(day, state, options)) return state;
  return { start: state.start, end: day, ...times };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Sets a time when it reads HH:mm; anything else is ignored. */
export function setRangeTime(state: DateRangeState, which: 'start' | 'end', time: string) {
  if (!TIME.test(time)) return state;
  return which === 'start' ? { ...state, startTime: time } : { ...state, endTime: time };
}

export function canApplyRange(state: DateRangeState): boolean {
  return state.start !== null && state.end !== null;
}

/** The chosen range as instants in the user's zone; undefined until both ends are set. */
export function rangeToInstants(state: DateRangeState, timeZone: string, withTimes = true) {
  if (!state.start || !state.end) return undefined;
  const startTime = withTimes ? state.startTime : DAY_START;
  const endTime = withTimes ? state.endTime : DAY_END;
  const start = dayjs.tz(`${state.start} ${startTime}`, timeZone);
  const end = dayjs.tz(`${state.end} ${endTime}`, timeZone).endOf('minute');
  return { start: start.toDate(), end: end.toDate() };
}
