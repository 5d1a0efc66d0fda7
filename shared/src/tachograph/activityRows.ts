import type { ActivityPeriod, TachoActivity } from './types.js';

/** Tachograph activity codes as `GET /drivers/{id}/activities` sends them (0 rest ... 3 driving). */
export const TACHO_ACTIVITY_CODES: readonly TachoActivity[] = [
  'REST',
  'AVAILABILITY',
  'WORK',
  'DRIVE',
] as const;

/**
 * Activity rows (`period` start as ISO 8601, `duration` in seconds, `activity` code) as engine
 * periods; rows with an unknown code or an unreadable start are left out.
 */
export function periodsFromActivityRows(
  rows: readonly { period: string; duration: number; activity: number }[],
): ActivityPeriod[] {
  const out: ActivityPeriod[] = [];
  for (const row of rows) {
    const activity = TACHO_ACTIVITY_CODES[row.activity];
    const start = Date.parse(row.period) / 1000;
    if (!activity || !Number.isFinite(start) || !(row.duration > 0)) continue;
    out.push({ start, end: start + row.duration, activity });
  }
  return out;
}
