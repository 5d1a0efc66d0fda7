import { ACTIVITY_RANGE } from '../constants/app.js';
import { dayjs } from '../format/dayjs.js';
import { daysBetween } from './dateRange.js';

const addDays = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/**
 * Default activity range: from the driver's last day, at most 3 days and never past today; when
 * that day is more than 5 days ago (or unknown), today alone.
 */
export function defaultActivityRange(lastDriverDay: string | null, today: string) {
  if (!lastDriverDay || daysBetween(lastDriverDay, today) > ACTIVITY_RANGE.staleLastDayDays) {
    return { start: today, end: today };
  }
  const start = daysBetween(lastDriverDay, today) < 0 ? today : lastDriverDay;
  const last = addDays(start, ACTIVITY_RANGE.maxDays - 1);
  return { start, end: daysBetween(last, today) < 0 ? today : last };
}
