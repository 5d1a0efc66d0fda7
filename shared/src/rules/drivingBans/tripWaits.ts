import { banAt, nextBan, type BanVehicle, type DrivingBan } from './banAt.js';

/** Where the route enters a country, in driving seconds from its start (the first from 0). */
export interface CountrySpan {
  country: string;
  fromS: number;
}

/** How far the vehicle may drive from `atS` (at epoch `t`) before a ban stops it, and the ban. */
export interface BanAhead {
  driveS: number;
  ban: DrivingBan;
}

/**
 * The driving seconds from `atS`, leaving at `t`, before the vehicle must stop for a ban: at once
 * when the country it is in bans it now, where a ban starts in the country it drives in, or at
 * the border of a country that bans it when it would arrive. Undefined when no ban comes within
 * the week ahead.
 */
export function banAhead(
  spans: readonly CountrySpan[],
  vehicle: BanVehicle,
  atS: number,
  t: number,
): BanAhead | undefined {
  let index = 0;
  while (index + 1 < spans.length && (spans[index + 1]?.fromS ?? 0) <= atS) index++;
  let pos = atS;
  let time = t;
  for (let i = index; i < spans.length; i++) {
    const span = spans[i];
    if (!span) break;
    const now = banAt(span.country, vehicle, time);
    if (now) return { driveS: pos - atS, ban: now };
    const end = spans[i + 1]?.fromS ?? Infinity;
    const next = nextBan(span.country, vehicle, time);
    if (next && next.from - time < end - pos)
      return { driveS: pos - atS + next.from - time, ban: next };
    time += end - pos;
    pos = end;
  }
  return undefined;
}

/** A wait before a ban: at `driveS` of the route, from `arrival` until the ban ends. */
export interface BanWait {
  driveS: number;
  arrival: number;
  departure: number;
  ban: DrivingBan;
}

/**
 * A trip driven straight through from `departure` (driving seconds `totalS`, the countries it
 * crosses), waiting before each ban it would drive into until the ban ends: the waits, and the
 * arrival with them.
 */
export function tripBanWaits(
  spans: readonly CountrySpan[],
  vehicle: BanVehicle,
  departure: number,
  totalS: number,
): { waits: BanWait[]; arrival: number } {
  const waits: BanWait[] = [];
  let at = 0;
  let t = departure;
  for (let guard = 0; guard < 1000; guard++) {
    const ahead = banAhead(spans, vehicle, at, t);
    if (!ahead || at + ahead.driveS >= totalS) break;
    at += ahead.driveS;
    t += ahead.driveS;
    waits.push({ driveS: at, arrival: t, departure: ahead.ban.until, ban: ahead.ban });
    t = ahead.ban.until;
  }
  return { waits, arrival: t + (totalS - at) };
}
