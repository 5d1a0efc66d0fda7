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

/** Windows that meet or overlap, as one ban: its parts name it by the instant asked. */
interface Chain {
  from: number;
  until: number;
  parts: [DrivingBan, ...DrivingBan[]];
}

/** A day's windows in epoch seconds (local wall times in the country's zone). */
function windowsOf(country: BanCountry, day: CalendarDay, lowNoise: boolean): DrivingBan[] {
  const rule = BAN_RULES[country];
  const instant = (minutes: number) => {
    const days = Math.floor(minutes / 1440);
    const rest = minutes - days * 1440;
    const hm = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
    return dayjs.tz(`${addDays(day, days)}T${hm}`, rule.zone).unix();
  };
  return rule.windows(day, lowNoise).map((w) => ({
    country,
    ban: w.ban,
    ...(w.holiday ? { holiday: w.holiday } : {}),
    from: instant(w.from),
    until: instant(w.to),
  }));
}

const chains = new Map<string, Chain[]>();

/**
 * The year's bans (UTC year, with a few days either side so a chain across New Year is whole),
 * merged into chains, by start; computed once per country, year and vehicle kind.
 */
function chainsOf(country: BanCountry, year: number, lowNoise: boolean): Chain[] {
  const key = `${country}|${year}|${lowNoise}`;
  const hit = chains.get(key);
  if (hit) return hit;
  const windows: DrivingBan[] = [];
  for (let day = `${year - 1}-12-27`; day < `${year + 1}-01-06`; day = addDays(day, 1))
    windows.push(...windowsOf(country, day, lowNoise));
  windows.sort((a, b) => a.from - b.from);
  const merged: Chain[] = [];
  for (const w of windows) {
    const last = merged.at(-1);
    if (last && w.from <= last.until) {
      last.until = Math.max(last.until, w.until);
      last.parts.push(w);
    } else merged.push({ from: w.from, until: w.until, parts: [w] });
  }
  chains.set(key, merged);
  return merged;
}

const applies = (country: string, vehicle: BanVehicle): country is BanCountry =>
  isBanCountry(country) && vehicle.massKg > BAN_RULES[country].aboveKg;

const yearOf = (at: number) => new Date(at * 1000).getUTCFullYear();

/** The first chain of the list ending after `at` (binary search). */
function firstEndingAfter(list: readonly Chain[], at: number): Chain | undefined {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid]?.until ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return list[lo];
}

/** The chain in force at `at` or the next one after it, within this year and the next. */
function chainFrom(country: BanCountry, vehicle: BanVehicle, at: number): Chain | undefined {
  const lowNoise = vehicle.lowNoise ?? false;
  const year = yearOf(at);
  return (
    firstEndingAfter(chainsOf(country, year, lowNoise), at) ??
    firstEndingAfter(chainsOf(country, year + 1, lowNoise), at)
  );
}

/** The chain as the ban in force at `at` (named by the part `at` falls in, a night ban last). */
function asBan(chain: Chain, at: number): DrivingBan {
  const hits = chain.parts.filter((w) => w.from <= at && at < w.until);
  const hit = hits.find((w) => w.ban !== 'night') ?? hits[0] ?? chain.parts[0];
  return { ...hit, from: chain.from, until: chain.until };
}

/**
 * Whether the vehicle may not drive in the country at `at` (epoch seconds), and until when:
 * windows that meet or overlap (a Sunday ban and the night bans around it) are one ban, named
 * by the window `at` falls in.
 */
export function banAt(country: string, vehicle: BanVehicle, at: number): DrivingBan | undefined {
  if (!applies(country, vehicle)) return undefined;
  const chain = chainFrom(country, vehicle, at);
  return chain && chain.from <= at ? asBan(chain, at) : undefined;
}

/** The next ban to start in the country after `at`, with its full end. */
export function nextBan(country: string, vehicle: BanVehicle, at: number): DrivingBan | undefined {
  if (!applies(country, vehicle)) return undefined;
  let chain = chainFrom(country, vehicle, at);
  if (chain && chain.from <= at) chain = chainFrom(country, vehicle, chain.until);
  return chain ? asBan(chain, chain.from) : undefined;
}
