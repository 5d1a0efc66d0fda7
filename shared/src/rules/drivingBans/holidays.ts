/** The countries whose heavy-goods-vehicle driving bans the planner knows. */
export const BAN_COUNTRIES = ['IT', 'DE', 'AT', 'FR', 'CH'] as const;
export type BanCountry = (typeof BAN_COUNTRIES)[number];

export const isBanCountry = (code: string): code is BanCountry =>
  (BAN_COUNTRIES as readonly string[]).includes(code);

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** Days after Easter Sunday of the movable feasts. */
const EASTER_OFFSET = {
  good_friday: -2,
  easter_monday: 1,
  ascension: 39,
  whit_monday: 50,
  corpus_christi: 60,
} as const;
type MovableFeast = keyof typeof EASTER_OFFSET;

/**
 * The national public holidays that start a driving ban, fixed (`MM-DD`) and Easter-based, as
 * each country's ban rule lists them:
 * - IT: L. 260/1949 and L. 54/1977 (the days the annual MIT ban decree names as "festivi").
 * - DE: § 30 Abs. 4 StVO (the nationwide ones; Corpus Christi, Reformation Day and All Saints
 *   are regional and not counted).
 * - AT: Feiertagsruhegesetz 1957 § 1, as § 42 StVO 1960 refers to it.
 * - FR: Code du travail art. L3133-1, as the arrêté du 16 avril 2021 (art. 1) refers to it.
 * - CH: Art. 91 Abs. 2 VRV (SR 741.11): the federal days of the Sunday ban.
 */
const HOLIDAYS: Record<BanCountry, { fixed: Record<string, string>; movable: MovableFeast[] }> = {
  IT: {
    fixed: {
      '01-01': 'new_year',
      '01-06': 'epiphany',
      '04-25': 'liberation_day',
      '05-01': 'labour_day',
      '06-02': 'republic_day',
      '08-15': 'assumption',
      '11-01': 'all_saints',
      '12-08': 'immaculate_conception',
      '12-25': 'christmas',
      '12-26': 'st_stephen',
    },
    movable: ['easter_monday'],
  },
  DE: {
    fixed: {
      '01-01': 'new_year',
      '05-01': 'labour_day',
      '10-03': 'german_unity',
      '12-25': 'christmas',
      '12-26': 'st_stephen',
    },
    movable: ['good_friday', 'easter_monday', 'ascension', 'whit_monday'],
  },
  AT: {
    fixed: {
      '01-01': 'new_year',
      '01-06': 'epiphany',
      '05-01': 'labour_day',
      '08-15': 'assumption',
      '10-26': 'national_day',
      '11-01': 'all_saints',
      '12-08': 'immaculate_conception',
      '12-25': 'christmas',
      '12-26': 'st_stephen',
    },
    movable: ['easter_monday', 'ascension', 'whit_monday', 'corpus_christi'],
  },
  FR: {
    fixed: {
      '01-01': 'new_year',
      '05-01': 'labour_day',
      '05-08': 'victory_day',
      '07-14': 'national_day',
      '08-15': 'assumption',
      '11-01': 'all_saints',
      '11-11': 'armistice',
      '12-25': 'christmas',
    },
    movable: ['easter_monday', 'ascension', 'whit_monday'],
  },
  CH: {
    fixed: {
      '01-01': 'new_year',
      '08-01': 'national_day',
      '12-25': 'christmas',
      '12-26': 'st_stephen',
    },
    movable: ['good_friday', 'easter_monday', 'ascension', 'whit_monday'],
  },
};

const MS_DAY = 86_400_000;
const dayOf = (ms: number): CalendarDay => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: CalendarDay): number => Date.parse(`${day}T00:00:00Z`);

/** The calendar day `days` after `day`. */
export const addDays = (day: CalendarDay, days: number): CalendarDay =>
  dayOf(msOf(day) + days * MS_DAY);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: CalendarDay): number => new Date(msOf(day)).getUTCDay();

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones, Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The country's ban holidays of a year: calendar day to the holiday's name key. */
export function publicHolidays(country: BanCountry, year: number): Map<CalendarDay, string> {
  const { fixed, movable } = HOLIDAYS[country];
  const days = new Map<CalendarDay, string>();
  for (const [monthDay, name] of Object.entries(fixed)) days.set(`${year}-${monthDay}`, name);
  const easter = easterSunday(year);
  for (const feast of movable) days.set(addDays(easter, EASTER_OFFSET[feast]), feast);
  return days;
}

/** The holiday on a calendar day in the country, if any. */
export function holidayOn(country: BanCountry, day: CalendarDay): string | undefined {
  return publicHolidays(country, Number(day.slice(0, 4))).get(day);
}
