import { VEHICLE_PASSAGE as P } from '../constants/planner.js';
import { dayjs } from '../format/dayjs.js';
import { toMs } from './time.js';

export type PassageIntervalCheck = 'ok' | 'missing' | 'invalid' | 'too_long';

/** The interval must be set, end after start, and at most 24 hours (exactly 24 h is allowed). */
export function checkPassageInterval(
  start: string | null,
  end: string | null,
): PassageIntervalCheck {
  const s = toMs(start);
  const e = toMs(end);
  if (s === undefined || e === undefined) return 'missing';
  if (e <= s) return 'invalid';
  return e - s > P.maxIntervalMs ? 'too_long' : 'ok';
}

/** Radius in km: 0.1 to 100 in steps of 0.1. */
export function isValidPassageRadius(km: number): boolean {
  if (!Number.isFinite(km) || km < P.radiusMinKm || km > P.radiusMaxKm) return false;
  const tenths = km / P.radiusStepKm;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

/** The search button: address, start and end set. */
export function canSearchPassage(form: {
  address: string | null;
  start: string | null;
  end: string | null;
}): boolean {
  return Boolean(form.address?.trim()) && Boolean(form.start) && Boolean(form.end);
}

export interface PassageGroup {
  start: string;
  end: string;
}

/**
 * A vehicle's events grouped into passages: sorted by time, consecutive events less than `gapS`
 * seconds apart (exactly `gapS` starts a new one) join one passage from its first event to its
 * last. Upstream sends every report inside the circle, so pairing events one with the next would
 * cut a crossing into meaningless halves; the gap keeps a crossing, or a stop inside the circle
 * (reports every 5 min at rest), as one passage. A lone event is a passage starting and ending at
 * it; dates that do not parse are left out.
 */
export function passagesOf(
  events: readonly { timestamp: string }[],
  gapS: number = P.passageGapS,
): PassageGroup[] {
  const timed = events
    .map((e) => ({ at: toMs(e.timestamp), timestamp: e.timestamp }))
    .filter((e): e is { at: number; timestamp: string } => e.at !== undefined)
    .sort((a, b) => a.at - b.at);
  const groups: PassageGroup[] = [];
  let lastAt = -Infinity;
  for (const e of timed) {
    const open = groups[groups.length - 1];
    if (open && e.at - lastAt < gapS * 1000) open.end = e.timestamp;
    else groups.push({ start: e.timestamp, end: e.timestamp });
    lastAt = e.at;
  }
  return groups;
}

/** The default interval: the current day in the user's zone, as ISO instants. */
export function defaultPassageInterval(nowMs: number, timeZone: string) {
  const today = dayjs(nowMs).tz(timeZone);
  return {
    start: today.startOf('day').toISOString(),
    end: today.endOf('day').toISOString(),
  };
}

/**
 * A passage widened outward to whole minutes in the user's zone, as the analyser's address takes
 * a range (`YYYY-MM-DDTHH:mm`, the end minute included): its first event's minute floored, its
 * last event's ceiled, so the range shown reads as containing the passage (10:00:31-10:02:51
 * opens as 10:00-10:03, not 10:00-10:02, which looked like the exit cut). A passage within one
 * minute ends a minute later, since the analyser needs its end after its start. `instants` is
 * the same range to the millisecond, as the analyser reads it.
 */
export function passageMinutes(passage: PassageGroup, timeZone: string) {
  const start = dayjs(passage.start).tz(timeZone).startOf('minute');
  const exit = dayjs(passage.end).tz(timeZone);
  let end = exit.startOf('minute');
  if (end.isBefore(exit)) end = end.add(1, 'minute');
  if (!end.isAfter(start)) end = start.add(1, 'minute');
  return {
    start: start.format('YYYY-MM-DDTHH:mm'),
    end: end.format('YYYY-MM-DDTHH:mm'),
    instants: { start: start.toDate(), end: end.endOf('minute').toDate() },
  };
}

/** The map circle is drawn in metres. */
export const passageCircleMetres = (radiusKm: number) => radiusKm * 1000;
