// Request shapes of the `/sharelink` calls: the domain's schemas plus what only the relay can check.
import {
  createSharedLinkSchema,
  deleteSharedLinkSchema,
  updateSharedLinkSchema,
} from '@fleetdeck/shared';
import { z } from 'zod';

/** At most this many vehicles in one link (a customer follows a delivery, not a fleet). */
export const MAX_LINK_TRUCKS = 100;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const tzIssue = { message: 'not a known IANA time zone', path: ['tz'] };

/** The last second of the year 9999: later (or before 1970) no date of a link can be shown. */
export const MAX_LINK_TIME_S = 253_402_300_799;
const timeIssue = (field: string) => ({
  message: `must be unix seconds between 0 and ${MAX_LINK_TIME_S} (the year 9999)`,
  path: [field],
});
const inTime = (s: number): boolean => s >= 0 && s <= MAX_LINK_TIME_S;

/** Create: vehicles (distinct, at most MAX_LINK_TRUCKS), a period ending after now. */
export function createBodySchema(nowS: () => number) {
  return createSharedLinkSchema
    .refine((v) => inTime(v.start_at), timeIssue('start_at'))
    .refine((v) => inTime(v.expire_at), timeIssue('expire_at'))
    .refine((v) => v.truck_id.length <= MAX_LINK_TRUCKS, {
      message: `at most ${MAX_LINK_TRUCKS} vehicles`,
      path: ['truck_id'],
    })
    .refine((v) => new Set(v.truck_id).size === v.truck_id.length, {
      message: 'a vehicle is listed twice',
      path: ['truck_id'],
    })
    .refine((v) => isTimeZone(v.tz), tzIssue)
    .refine((v) => v.expire_at > nowS(), {
      message: 'must lie in the future',
      path: ['expire_at'],
    });
}

/** Update names the link and its new expiry only: a `start_at` is refused, not ignored. */
export const updateBodySchema = updateSharedLinkSchema
  .extend({
    start_at: z.undefined({ error: 'the start cannot change: create a new link' }).optional(),
  })
  .refine((v) => inTime(v.expire_at), timeIssue('expire_at'))
  .refine((v) => isTimeZone(v.tz), tzIssue);

export const deleteBodySchema = deleteSharedLinkSchema;

/** Unix seconds in a query: decimal digits only, so `0x10`, `1e3`, ` ` or `` are refused. */
const unixSeconds = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})$/, 'must be unix seconds, in decimal digits')
  .transform(Number);

/** Public view: an optional view range (unix s) that must lie inside the link's range. */
export const publicQuerySchema = z
  .object({ from: unixSeconds.optional(), to: unixSeconds.optional() })
  .strict();

export const tokenParamSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'not a link token');
