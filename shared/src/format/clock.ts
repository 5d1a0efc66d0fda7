import { LOCALE_DEFAULTS } from '../constants/app.js';
import { parseUtc } from './dates.js';

type DateInput = string | number | Date | null | undefined;

/**
 * One clock for every surface: instants in the user's zone and the interface language's date
 * order, always on a 24-hour clock (a control room in Europe; Intl's Greek and English defaults
 * would be 12-hour), a space between date and time.
 */
export interface Clock {
  readonly language: string;
  readonly zone: string;
  /** `01/12/2026 19:58` (the language's date order). */
  dateTime(input: DateInput): string;
  /** `01/12/2026 19:58:23`. */
  dateTimeSeconds(input: DateInput): string;
  /** `01/12/2026`. */
  date(input: DateInput): string;
  /** `19:58`. */
  time(input: DateInput): string;
  /** `19:58:23`. */
  timeSeconds(input: DateInput): string;
  /** The zone's short name at that instant (`CET`, `GMT+1`), for where ambiguity matters. */
  zoneName(input: DateInput): string;
}

/** The locale whose conventions a language's dates follow (English: the European order). */
const LOCALE_OF: Record<string, string> = { en: 'en-GB', pt: 'pt-PT' };

/** The BCP 47 locale a language's dates and times are written in (the inputs use it too). */
export function clockLocale(language: string): string {
  return LOCALE_OF[language] ?? language;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, zone: string, kind: string): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    const locale = clockLocale(language);
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { day: '2-digit', month: '2-digit', year: 'numeric' }
        : kind === 'zone'
          ? { timeZoneName: 'short' }
          : {
              hour: '2-digit',
              minute: '2-digit',
              ...(kind === 'seconds' ? { second: '2-digit' } : {}),
              hourCycle: 'h23',
            };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** The clock of a user who reads `language` in the IANA `zone` (an unknown zone: Europe/Rome). */
export function clockFor(language: string, zone: string = LOCALE_DEFAULTS.timeZone): Clock {
  const safeZone = validZone(zone) ? zone : LOCALE_DEFAULTS.timeZone;
  const at = (input: DateInput, kind: string): string => {
    const instant = parseUtc(input);
    return instant
      ? formatter(language, safeZone, kind).format(instant.valueOf())
      : LOCALE_DEFAULTS.missingValue;
  };
  const both = (input: DateInput, kind: string): string => {
    const instant = parseUtc(input);
    return instant ? `${at(input, 'date')} ${at(input, kind)}` : LOCALE_DEFAULTS.missingValue;
  };
  return {
    language,
    zone: safeZone,
    dateTime: (input) => both(input, 'minutes'),
    dateTimeSeconds: (input) => both(input, 'seconds'),
    date: (input) => at(input, 'date'),
    time: (input) => at(input, 'minutes'),
    timeSeconds: (input) => at(input, 'seconds'),
    zoneName: (input) => {
      const instant = parseUtc(input);
      if (!instant) return LOCALE_DEFAULTS.missingValue;
      const parts = formatter(language, safeZone, 'zone').formatToParts(instant.valueOf());
      return parts.find((p) => p.type === 'timeZoneName')?.value ?? safeZone;
    },
  };
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
