import { z } from 'zod';

/**
 * The query strings of the upstream's history calls, as the simulator and the devices-mode
 * upstream both serve them (spec part 1, the upstream API): one definition, so the two cannot
 * come to accept different ranges or defaults.
 */

/** The spec's longest history call (activities, route: 7 days; passage: 24 hours). */
export const UPSTREAM_HISTORY_MAX_DAYS = 7;

const DAY_S = 86_400;

/** An ISO 8601 date in the unit the server counts in (`1000`: seconds; `1`: ms since the epoch). */
export const upstreamDate = (msPerUnit: 1 | 1000) =>
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date')
    .transform((s) => Date.parse(s) / msPerUnit);

/** `start_date` and `end_date`, the end after the start and at most `maxDays` from it. */
export const upstreamRange = (maxDays: number, msPerUnit: 1 | 1000) => {
  const date = upstreamDate(msPerUnit);
  const span = (maxDays * DAY_S * 1000) / msPerUnit;
  return z
    .object({ start_date: date, end_date: date })
    .refine((q) => q.end_date > q.start_date, {
      message: 'must be after start_date',
      path: ['end_date'],
    })
    .refine((q) => q.end_date - q.start_date <= span, {
      message: `the range may span at most ${maxDays * 24} hours`,
      path: ['end_date'],
    });
};

/** `stops.json`: the minimum stop in minutes. */
export const UPSTREAM_STOPS_FIELDS = {
  timespan: z.coerce.number().int().min(0).max(1440).default(5),
};

/** `timeline`: the stop separation in minutes, what to list and the driver's inclusion. */
export const UPSTREAM_TIMELINE_FIELDS = {
  timespan: z.coerce.number().int().min(1).max(60).default(15),
  type: z.enum(['stop', 'moving', 'activity', 'all']).default('all'),
  include: z.union([z.string(), z.array(z.string())]).optional(),
};

/** `passage`: the circle (centre and radius in km). */
export const UPSTREAM_PASSAGE_FIELDS = {
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().positive().max(100),
};

/** The driver statuses of `GET /drivers/status` (spec part 1). */
export const UPSTREAM_DRIVER_STATUSES = [
  { ID: 0, DESCRIZIONE: 'none' },
  { ID: 1, DESCRIZIONE: 'load' },
  { ID: 2, DESCRIZIONE: 'unload' },
  { ID: 3, DESCRIZIONE: 'trailer_hook' },
  { ID: 4, DESCRIZIONE: 'trailer_unhook' },
  { ID: 5, DESCRIZIONE: 'refueling' },
] as const;
