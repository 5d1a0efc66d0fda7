import {
  parseDate,
  parseDateTime,
  parseTime,
  type CalendarDate,
  type CalendarDateTime,
  type DateValue,
  type Time,
} from '@internationalized/date';
import { formatZoned } from '@fleetdeck/shared';

/**
 * The shapes the fields' callers hold (`YYYY-MM-DD`, `HH:mm`, `YYYY-MM-DDTHH:mm` on the user's
 * clock) to and from react-aria's values; an empty or malformed text is no value (`null`).
 */
const attempt = <T>(parse: () => T): T | null => {
  try {
    return parse();
  } catch {
    return null;
  }
};

export const dayValue = (day: string): CalendarDate | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? attempt(() => parseDate(day)) : null;

export const timeValue = (time: string): Time | null =>
  /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? attempt(() => parseTime(time)) : null;

export const dateTimeValue = (wall: string): CalendarDateTime | null =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wall) ? attempt(() => parseDateTime(wall)) : null;

const pad = (n: number) => String(n).padStart(2, '0');

export const dayText = (value: DateValue): string => value.toString().slice(0, 10);

type TimeParts = Pick<Time, 'hour' | 'minute' | 'second'>;

export const timeText = (value: TimeParts, seconds: boolean): string =>
  `${pad(value.hour)}:${pad(value.minute)}${seconds ? `:${pad(value.second)}` : ''}`;

/** A day and time's text; a bare day (react-aria never answers one here) is its midnight. */
export const dateTimeText = (value: DateValue): string =>
  `${dayText(value)}T${'hour' in value ? timeText(value, false) : '00:00'}`;

/** An instant's wall time on the clock of `zone` (`YYYY-MM-DDTHH:mm`), a date-time field's value. */
export const wallTimeAt = (instant: number | Date, zone: string): string =>
  formatZoned(instant, 'YYYY-MM-DDTHH:mm', zone);
