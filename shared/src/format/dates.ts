import { LOCALE_DEFAULTS } from '../constants/app.js';
import { dayjs } from './dayjs.js';

type DateInput = string | number | Date | null | undefined;

/**
 * Upstream dates without a zone are UTC (part 2 §9: "parsed as UTC"); numbers are epoch ms.
 * Returns undefined for anything that does not parse.
 */
export function parseUtc(input: DateInput) {
  if (input === null || input === undefined || input === '') return undefined;
  const hasZone = typeof input === 'string' && /(Z|[+-]\d{2}:?\d{2})$/.test(input.trim());
  const d = typeof input === 'string' && !hasZone ? dayjs.utc(input) : dayjs(input);
  return d.isValid() ? d : undefined;
}

/** `DD/MM/YYYY HH:mm` in the user's IANA zone (default Europe/Rome); `n.d.` when missing. */
export function formatDateTime(input: DateInput, timeZone: string = LOCALE_DEFAULTS.timeZone) {
  const d = parseUtc(input);
  return d ? d.tz(timeZone).format(LOCALE_DEFAULTS.dateTimeFormat) : LOCALE_DEFAULTS.missingValue;
}

/** Any dayjs `pattern` in the user's zone (`DD/MM/YYYY HH:mm:ss`); `n.d.` when missing. */
export function formatZoned(
  input: DateInput,
  pattern: string,
  timeZone: string = LOCALE_DEFAULTS.timeZone,
) {
  const d = parseUtc(input);
  return d ? d.tz(timeZone).format(pattern) : LOCALE_DEFAULTS.missingValue;
}

/** `DD/MM/YYYY` in the user's zone. */
export function formatDate(input: DateInput, timeZone: string = LOCALE_DEFAULTS.timeZone) {
  const d = parseUtc(input);
  return d ? d.tz(timeZone).format(LOCALE_DEFAULTS.dateFormat) : LOCALE_DEFAULTS.missingValue;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the user's zone. */
export function calendarDay(input: DateInput, timeZone: string = LOCALE_DEFAULTS.timeZone) {
  return parseUtc(input)?.tz(timeZone).format('YYYY-MM-DD');
}

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A wall time typed in a field (`YYYY-MM-DDTHH:mm`) read on the user's clock (their account's
 * zone, never the browser's): the instant in ms, NaN when the text is not a date and time.
 */
export function wallTimeInstant(value: string, timeZone: string = LOCALE_DEFAULTS.timeZone) {
  if (!WALL_TIME.test(value)) return Number.NaN;
  const at = dayjs.tz(value, timeZone);
  return at.isValid() ? at.valueOf() : Number.NaN;
}
