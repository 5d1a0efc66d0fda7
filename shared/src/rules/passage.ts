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
 * Events sorted by time and paired: 1st with 2nd, 3rd with 4th... A last unpaired event forms a
 * group that starts and ends at it.
 */
export function pairPassageEvents(events: readonly { timestamp: string }[]): PassageGroup[] {
  const sorted = [...events].sort((a, b) => (toMs(a.timestamp) ?? 0) - (toMs(b.timestamp) ?? 0));
  const groups: PassageGroup[] = [];
  for (let i = 0; i < sorted.length; i += 2) {
    const first = sorted[i];
    if (!first) break;
    groups.push({ start: first.timestamp, end: (sorted[i + 1] ?? first).timestamp });
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

/** The map circle is drawn in metres. */
export const passageCircleMetres = (radiusKm: number) => radiusKm * 1000;
