import { dayjs } from '../format/dayjs.js';
import { parseUtc } from '../format/dates.js';
import type { TimelineItem } from '../domain/analyser.js';
import { DRIVER_ACTIVITIES } from './driverActivity.js';

/** The activities the report totals per day, in the order of its columns. */
export const REPORT_ACTIVITIES = ['driving', 'work', 'availability', 'rest'] as const;
export type ReportActivity = (typeof REPORT_ACTIVITIES)[number];

export interface DayActivities {
  /** `YYYY-MM-DD` in the user's zone. */
  day: string;
  /** Seconds of each activity on that day. */
  seconds: Record<ReportActivity, number>;
}

const isReported = (name: string | undefined): name is ReportActivity =>
  (REPORT_ACTIVITIES as readonly string[]).includes(name ?? '');

/**
 * The driver's activities summed per calendar day of the user's zone: a period that runs past
 * midnight counts on both days for the part it spent in each. Days without any are left out.
 */
export function activitiesByDay(items: readonly TimelineItem[], timeZone: string): DayActivities[] {
  const days = new Map<string, DayActivities>();
  for (const item of items) {
    if (item.type !== 'activity') continue;
    const name = DRIVER_ACTIVITIES[item.activity ?? 4];
    if (!isReported(name)) continue;
    const end = parseUtc(item.end_date)?.valueOf();
    let at = parseUtc(item.start_date)?.valueOf();
    if (at === undefined || end === undefined) continue;
    while (at < end) {
      const local = dayjs(at).tz(timeZone);
      const day = local.format('YYYY-MM-DD');
      const midnight = local.startOf('day').add(1, 'day').valueOf();
      const until = Math.min(end, midnight);
      let entry = days.get(day);
      if (!entry) {
        entry = { day, seconds: { driving: 0, work: 0, availability: 0, rest: 0 } };
        days.set(day, entry);
      }
      entry.seconds[name] += (until - at) / 1000;
      at = until;
    }
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
