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

/** Create: vehicles (distinct, at most MAX_LINK_TRUCKS), a period ending after now. */
export function createBodySchema(nowS: () => number) {
  return createSharedLinkSchema
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
  .refine((v) => isTimeZone(v.tz), tzIssue);

export const deleteBodySchema = deleteSharedLinkSchema;

/** Public view: an optional view range (unix s) that must lie inside the link's range. */
export const publicQuerySchema = z
  .object({ from: z.coerce.number().int().optional(), to: z.coerce.number().int().optional() })
  .strict();

export const tokenParamSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'not a link token');
