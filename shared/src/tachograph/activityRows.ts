import type { ActivityPeriod, TachoActivity } from './types.js';

/** Tachograph activity codes as `GET /drivers/{id}/activities` sends them (0 rest ... 3 driving). */
export const TACHO_ACTIVITY_CODES: readonly TachoActivity[] = [
  'REST',
  'AVAILABILITY',
  'WORK',
  'DRIVE',
] as const;

/**
 * Activity rows (`period` start as ISO 8601, `end_date` or else `duration` in seconds, `activity`
 * code) as engine periods; rows with an unknown code or an unreadable start are left out.
 */
export function periodsFromActivityRows(
  rows: readonly {
    period: string;
    end_date?: string | null | undefined;
    duration: number;
    activity: number;
  }[],
): ActivityPeriod[] {
  const out: ActivityPeriod[] = [];
  for (const row of rows) {
    const activity = TACHO_ACTIVITY_CODES[row.activity];
    const start = Date.parse(row.period) / 1000;
    if (!activity || !Number.isFinite(start) || !(row.duration > 0)) continue;
    // The end as sent when there is one: a duration in whole seconds from a start inside a
    // second would overlap the next row by that fraction.
    const sent = row.end_date ? Date.parse(row.end_date) / 1000 : NaN;
    out.push({
      start,
      end: Number.isFinite(sent) && sent > start ? sent : start + row.duration,
      activity,
    });
  }
  return out;
}
