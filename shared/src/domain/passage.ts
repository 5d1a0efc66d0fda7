import { z } from 'zod';
import { VEHICLE_PASSAGE as P } from '../constants/planner.js';
import type { HistoryBounds } from './boundary.js';
import { decimalText, wholeText } from './decimalText.js';
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

/**
 * `GET /geofleet/vehiclepassage` query (spec part 2 sections 5 and 7): ISO instants with a zone at
 * most 24 h apart (exactly 24 h is allowed), within `bounds` when given (see `isoRangeSchema`),
 * the point, and the radius in km (0.1 to 100; the 0.1 step is the form's, not a reason to
 * refuse), the numbers in decimal digits.
 */
export const passageQuerySchema = (bounds?: () => HistoryBounds) =>
  isoRangeSchema(P.maxIntervalMs, '24 hours', bounds).and(
    z.object({
      lat: decimalText(-90, 90),
      lon: decimalText(-180, 180),
      radius: decimalText(P.radiusMinKm, P.radiusMaxKm),
    }),
  );
export type PassageQuery = z.infer<ReturnType<typeof passageQuerySchema>>;

/** The relay's paging of its answer: vehicles `offset` to `offset + limit` of the sorted list. */
export const passagePageSchema = z.object({
  offset: wholeText(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: wholeText(1, P.pageMax).default(P.pageDefault),
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
