import { ANALYSER, calendarDay, daysBetween, type DateRangeState } from '@fleetdeck/shared';

/** Today from midnight to the current minute, in the user's zone: the range the analyser opens on. */
export function todayRange(timeZone: string): DateRangeState {
  const day = calendarDay(Date.now(), timeZone) ?? new Date().toISOString().slice(0, 10);
  const time = new Date().toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return { start: day, end: day, startTime: '00:00', endTime: time };
}

const LOCAL_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The picker's state from the address's `start` and `end`; undefined when either is not there. */
export function rangeFromParams(
  start: string | null,
  end: string | null,
): DateRangeState | undefined {
  const a = LOCAL_INSTANT.exec(start ?? '');
  const b = LOCAL_INSTANT.exec(end ?? '');
  if (!a || !b) return undefined;
  // Only a range the picker could have made: forwards, at most the maximum of calendar days.
  const days = daysBetween(a[1]!, b[1]!);
  if (days < 0 || days + 1 > ANALYSER.maxRangeDays || (days === 0 && b[2]! <= a[2]!))
    return undefined;
  return { start: a[1]!, startTime: a[2]!, end: b[1]!, endTime: b[2]! };
}
