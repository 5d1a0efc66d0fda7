import { dayjs } from '../format/dayjs.js';
import type { SharedLink } from '../domain/sharedLink.js';

export type SharedLinkValidity =
  'valid' | 'not_yet_available' | 'no_longer_exists' | 'invalid_range';

/**
 * Whether a link can be viewed at `nowS` (unix seconds): valid from `start` up to, not including,
 * `exp`. A requested view range must lie inside the link's own range.
 */
export function sharedLinkValidity(
  link: Pick<SharedLink, 'start' | 'exp'>,
  nowS: number,
  viewRange?: { from: number; to: number },
): SharedLinkValidity {
  if (nowS < link.start) return 'not_yet_available';
  if (nowS >= link.exp) return 'no_longer_exists';
  if (
    viewRange &&
    (viewRange.from < link.start || viewRange.to > link.exp || viewRange.from > viewRange.to)
  ) {
    return 'invalid_range';
  }
  return 'valid';
}

/** i18n key per validity problem. */
export const SHARED_LINK_VALIDITY_KEYS: Record<Exclude<SharedLinkValidity, 'valid'>, string> = {
  not_yet_available: 'sharedlinks.view.not_yet_available',
  no_longer_exists: 'sharedlinks.view.no_longer_exists',
  invalid_range: 'sharedlinks.view.invalid_date_range',
};

/** Create needs a vehicle and a period longer than zero. */
export function canCreateSharedLink(form: {
  truckIds: readonly number[];
  startS: number | null;
  endS: number | null;
}): boolean {
  return (
    form.truckIds.length > 0 &&
    form.startS !== null &&
    form.endS !== null &&
    form.endS > form.startS
  );
}

/** Update changes only the expiry: it must be set and after the (unchangeable) start. */
export function canUpdateSharedLink(link: Pick<SharedLink, 'start'>, expireAtS: number | null) {
  return expireAtS !== null && expireAtS > link.start;
}

/** The create form's default period: today, start to end of day, in the user's zone (unix s). */
export function defaultSharedLinkPeriod(nowMs: number, timeZone: string) {
  const today = dayjs(nowMs).tz(timeZone);
  return { startS: today.startOf('day').unix(), endS: today.endOf('day').unix() };
}

/** The calendar day (`YYYY-MM-DD`, as date inputs hold it) of unix second `s` in `timeZone`. */
export function sharedLinkDay(s: number, timeZone: string): string {
  return dayjs.unix(s).tz(timeZone).format('YYYY-MM-DD');
}

/** Links count whole days: a day's first second (00:00) in `timeZone`, unix s; null if unset. */
export function sharedLinkDayStart(day: string, timeZone: string): number | null {
  return day ? dayjs.tz(day, timeZone).startOf('day').unix() : null;
}

/** A day's last second (23:59:59) in `timeZone`, unix s: a link's expiry; null if unset. */
export function sharedLinkDayEnd(day: string, timeZone: string): number | null {
  return day ? dayjs.tz(day, timeZone).endOf('day').unix() : null;
}
