/** The user's time zone: the one their links' days are counted in. */
export { userTimeZone } from '../../app/session/session.js';

import { clockFor } from '@fleetdeck/shared';

export {
  sharedLinkDay as dayOf,
  sharedLinkDayEnd as dayEnd,
  sharedLinkDayStart as dayStart,
} from '@fleetdeck/shared';

/** A link's day in the viewer's language and the link's zone, e.g. 23/11/2026. */
export function formatDay(s: number, tz: string, language: string): string {
  return clockFor(language, tz).date(s * 1000);
}
