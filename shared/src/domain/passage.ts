import { z } from 'zod';
import { VEHICLE_PASSAGE as P } from '../constants/planner.js';
import { isoRangeSchema } from './isoRange.js';
import { coordinateSchema } from './planner.js';

export const vehiclePassageSearchSchema = z.object({
  address: z.object({ label: z.string().min(1), referenceCoordinate: coordinateSchema }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Kilometres. */
  radius: z.number().min(P.radiusMinKm).max(P.radiusMaxKm),
  timeInterval: z.object({ start: z.string().min(1), end: z.string().min(1) }),
});
export type VehiclePassageSearch = z.infer<typeof vehiclePassageSearchSchema>;

/** A number from a query string: present and not blank (`Number('')` would read 0). */
const queryNumber = (min: number, max: number) =>
  z.string().trim().min(1, 'is required').transform(Number).pipe(z.number().min(min).max(max));

/**
 * `GET /geofleet/vehiclepassage` query (spec part 2 sections 5 and 7): ISO instants with a zone at
 * most 24 h apart (exactly 24 h is allowed), the point, and the radius in km (0.1 to 100; the
 * 0.1 step is the form's, not a reason to refuse).
 */
export const passageQuerySchema = isoRangeSchema(P.maxIntervalMs, '24 hours').and(
  z.object({
    lat: queryNumber(-90, 90),
    lon: queryNumber(-180, 180),
    radius: queryNumber(P.radiusMinKm, P.radiusMaxKm),
  }),
);
export type PassageQuery = z.infer<typeof passageQuerySchema>;

/** The relay's paging of its answer: vehicles `offset` to `offset + limit` of the sorted list. */
export const passagePageSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(P.pageMax).default(P.pageDefault),
});

export const passageEventSchema = z.object({ timestamp: z.string() });

export const passageVehicleSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  events: z.array(passageEventSchema),
});
export type PassageVehicle = z.infer<typeof passageVehicleSchema>;

/** Upstream's answer: every vehicle that reported inside the circle, with those reports. */
export const vehiclePassageResponseSchema = z.object({ data: z.array(passageVehicleSchema) });

/**
 * The relay's answer: one page of the company's vehicles, sorted by their first event, each with
 * its events in time order; `next_offset` is null on the last page.
 */
export const passagePageAnswerSchema = z.object({
  data: z.array(passageVehicleSchema),
  total: z.number().int().min(0),
  next_offset: z.number().int().min(0).nullable(),
});
export type PassagePageAnswer = z.infer<typeof passagePageAnswerSchema>;
