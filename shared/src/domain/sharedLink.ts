import { z } from 'zod';

/** A live-position link; `start` and `exp` are unix seconds. */
export const sharedLinkSchema = z.object({
  token: z.string().min(1),
  start: z.number().int(),
  exp: z.number().int(),
  trucks: z.array(z.object({ id: z.number().int(), plate: z.string() })),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;

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
  token: z.string().min(1),
  expire_at: z.number().int(),
  tz: z.string().min(1),
});
export type UpdateSharedLink = z.infer<typeof updateSharedLinkSchema>;

export const deleteSharedLinkSchema = z.object({ token: z.string().min(1) });
