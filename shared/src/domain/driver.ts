import { z } from 'zod';

/** Driver ids above this are real tachograph cards; exactly this id means "no card" (part 1 §3). */
export const NO_CARD_DRIVER_ID = 1;

export const driverStateSchema = z.object({
  id: z.number().int(),
  description: z.string().nullish(),
});

export const driverSchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  surname: z.string().nullish(),
  card: z.string().nullish(),
  card_expiration: z.string().nullish(),
  /** 1 driver, 2 co-driver. */
  position: z.union([z.literal(1), z.literal(2)]).nullish(),
  state: driverStateSchema.nullish(),
});
export type Driver = z.infer<typeof driverSchema>;

/** `GET /drivers/status` rows: the upstream spells the fields in Italian capitals. */
export const driverStatusSchema = z.object({
  ID: z.number().int(),
  DESCRIZIONE: z.string(),
});
export type DriverStatus = z.infer<typeof driverStatusSchema>;
export const driverStatusesResponseSchema = z.object({ data: z.array(driverStatusSchema) });

/** Statuses the catalogue names (part 1 §3, part 2 §9). */
export const DRIVER_STATUS_NAMES = [
  'none',
  'load',
  'unload',
  'trailer_hook',
  'trailer_unhook',
  'refueling',
] as const;
export type DriverStatusName = (typeof DRIVER_STATUS_NAMES)[number];

/** `GET /drivers/{id}/activities` rows (part 2 §3). */
export const driverActivityPeriodSchema = z.object({
  period: z.string(),
  duration: z.number(),
  activity: z.number().int(),
});
export type DriverActivityPeriod = z.infer<typeof driverActivityPeriodSchema>;
