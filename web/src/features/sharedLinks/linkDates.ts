import { LOCALE_DEFAULTS } from '@fleetdeck/shared';
import { readSession } from '../../app/session/session.js';

/** The user's time zone: the one their links' days are counted in. */
export function userTimeZone(): string {
  const { params } = readSession();
  return params.tz ?? params.timezone ?? LOCALE_DEFAULTS.timeZone;
}

export {
  sharedLinkDay as dayOf,
  sharedLinkDayEnd as dayEnd,
  sharedLinkDayStart as dayStart,
} from '@fleetdeck/shared';

/** A link's day in the viewer's language, e.g. 23/11/2026. */
export function formatDay(s: number, tz: string, language: string): string {
  return new Date(s * 1000).toLocaleDateString(language, { timeZone: tz, dateStyle: 'short' });
}
