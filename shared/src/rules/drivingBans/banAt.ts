import { dayjs } from '../../format/dayjs.js';
import { BAN_RULES, type BanKind } from './banRules.js';
import { addDays, isBanCountry, type BanCountry, type CalendarDay } from './holidays.js';

/** The vehicle as the bans read it. */
export interface BanVehicle {
  /** Maximum permitted mass, kg. */
  massKg: number;
  /** A low-noise lorry (Austria's night ban exempts it). */
  lowNoise?: boolean;
}

/** A ban on the road: where, which, and its window in epoch seconds. */
export interface DrivingBan {
  country: BanCountry;
  ban: BanKind;
  holiday?: string;
  from: number;
  until: number;
}

/** Days of windows read around an instant: a chain of bans lasts at most a few days. */
const LOOK_BACK = 2;
const LOOK_AHEAD = 9;

const cache = new Map<string, DrivingBan[]>();

/** A day's windows in epoch seconds (local wall times in the country's zone). */
function windowsOf(country: BanCountry, day: CalendarDay, lowNoise: boolean): DrivingBan[] {
  const key = `${country}|${day}|${lowNoise}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rule = BAN_RULES[country];
  const instant = (minutes: number) => {
    const days = Math.floor(minutes / 1440);
    const rest = minutes - days * 1440;
    const hm = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
    return dayjs.tz(`${addDays(day, days)}T${hm}`, rule.zone).unix();
  };
  const found = rule.windows(day, lowNoise).map((w) => ({
    country,
    ban: w.ban,
    ...(w.holiday ? { holiday: w.holiday } : {}),
    from: instant(w.from),
    until: instant(w.to),
  }));
  if (cache.size > 5000) cache.clear();
  cache.set(key, found);
  return found;
}

/** The ban windows of the days around `at`, by start. */
function around(country: BanCountry, vehicle: BanVehicle, at: number): DrivingBan[] {
  const today = dayjs.unix(at).tz(BAN_RULES[country].zone).format('YYYY-MM-DD');
  const all: DrivingBan[] = [];
  for (let d = -LOOK_BACK; d <= LOOK_AHEAD; d++)
    all.push(...windowsOf(country, addDays(today, d), vehicle.lowNoise ?? false));
  return all.sort((a, b) => a.from - b.from);
}

const applies = (country: string, vehicle: BanVehicle): country is BanCountry =>
  isBanCountry(country) && vehicle.massKg > BAN_RULES[country].aboveKg;

/**
 * Whether the vehicle may not drive in the country at `at` (epoch seconds), and until when:
 * windows that meet or overlap (a Sunday ban and the night bans around it) are one ban, named
 * by the window `at` falls in.
 */
export function banAt(country: string, vehicle: BanVehicle, at: number): DrivingBan | undefined {
  if (!applies(country, vehicle)) return undefined;
  const windows = around(country, vehicle, at);
  const hits = windows.filter((w) => w.from <= at && at < w.until);
  const hit = hits.find((w) => w.ban !== 'night') ?? hits[0];
  if (!hit) return undefined;
  let until = hit.until;
  for (const w of windows) if (w.from <= until && w.until > until) until = w.until;
  return { ...hit, until };
}

/** The next ban to start in the country after `at` (within a week or so), with its full end. */
export function nextBan(country: string, vehicle: BanVehicle, at: number): DrivingBan | undefined {
  if (!applies(country, vehicle)) return undefined;
  const next = around(country, vehicle, at).find((w) => w.from > at);
  return next ? { ...(banAt(country, vehicle, next.from) ?? next), from: next.from } : undefined;
}
