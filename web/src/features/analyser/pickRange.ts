import {
  clickDay,
  daysBetween,
  DAY_END,
  DAY_START,
  isOutOfRange,
  type DateRangeOptions,
  type DateRangeState,
} from '@fleetdeck/shared';

/**
 * Which end of the range the next click on a day sets: `auto` as spec part 2 section 4 has it
 * (the start, then the end, a click on a full range starting again), or the end the user chose
 * by pressing its field.
 */
export type RangeEnd = 'auto' | 'start' | 'end';

/** The end the next click sets. */
export function nextEnd(state: DateRangeState, editing: RangeEnd): 'start' | 'end' {
  if (editing !== 'auto') return editing === 'end' && !state.start ? 'start' : editing;
  return !state.start || state.end ? 'start' : 'end';
}

/**
 * A click on a day. In `auto`, clickDay's rules. With the start chosen, the day is the new start
 * (a later one too, which a click in `auto` would take as the end): the end stays when the range
 * it makes is still allowed, else it is asked again. With the end chosen, the day is the new end
 * (one before the start starts again). The changed end's time resets (00:00, 23:59); after a
 * click the next one is `auto` again.
 */
export function pickDay(
  state: DateRangeState,
  editing: RangeEnd,
  day: string,
  options: DateRangeOptions = {},
): { state: DateRangeState; editing: RangeEnd } {
  if (options.single || options.isLocked?.(day))
    return { state: clickDay(state, day, options), editing };
  if (editing === 'start') {
    const keep =
      state.end !== null &&
      daysBetween(day, state.end) >= 0 &&
      !(options.maxDays && daysBetween(day, state.end) + 1 > options.maxDays);
    return {
      state: keep
        ? { ...state, start: day, startTime: DAY_START }
        : { start: day, end: null, startTime: DAY_START, endTime: DAY_END },
      editing: 'auto',
    };
  }
  if (editing === 'end' && state.start) {
    const open = { ...state, end: null };
    if (isOutOfRange(day, open, options)) return { state, editing };
    return { state: clickDay(open, day, options), editing: 'auto' };
  }
  return { state: clickDay(state, day, options), editing: 'auto' };
}

/** Days a click cannot pick now: locked ones, and while an end is asked those past the maximum. */
export function isBlockedDay(
  day: string,
  state: DateRangeState,
  editing: RangeEnd,
  options: DateRangeOptions,
): boolean {
  if (options.isLocked?.(day)) return true;
  if (nextEnd(state, editing) === 'start') return false;
  return isOutOfRange(day, { ...state, end: null }, options);
}
