import { z } from 'zod';

/** A live-position link; `start` and `exp` are unix seconds. */
export const sharedLinkSchema = z.object({
  token: z.string().min(1),
  start: z.number().int(),
  exp: z.number().int(),
  trucks: z.array(z.object({ id: z.number().int(), plate: z.string() })),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;

/**
 * A link as its owners list it. The token is shown once, at creation: the relay keeps only its
 * hash, so later calls name the link by `id`, a handle that does not open the view.
 */
export const sharedLinkItemSchema = sharedLinkSchema.omit({ token: true }).extend({
  id: z.string().min(1),
  tz: z.string(),
});
export type SharedLinkItem = z.infer<typeof sharedLinkItemSchema>;

/** `GET /sharelink`: the company's links grouped by state at the time of the call. */
export const sharedLinkGroupsSchema = z.object({
  active: z.array(sharedLinkItemSchema),
  upcoming: z.array(sharedLinkItemSchema),
  expired: z.array(sharedLinkItemSchema),
});
export type SharedLinkGroups = z.infer<typeof sharedLinkGroupsSchema>;

export const createSharedLinkSchema = z
  .object({
    truck_id: z.array(z.number().int()).min(1),
    start_at: z.number().int(),
    expire_at: z.number().int(),
    tz: z.string().min(1),
  })
  .refine((v) => v.expire_at > v.start_at, {
    message: 'must lie after start_at',
    path: ['expire_at'],
  });
export type CreateSharedLink = z.infer<typeof createSharedLinkSchema>;

/** Only the expiry can change after creation. */
export const updateSharedLinkSchema = z.object({
  id: z.string().min(1),
  expire_at: z.number().int(),
  tz: z.string().min(1),
});
export type UpdateSharedLink = z.infer<typeof updateSharedLinkSchema>;

export const deleteSharedLinkSchema = z.object({ id: z.string().min(1) });
