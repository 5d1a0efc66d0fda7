import { z } from 'zod';
import { coordinateSchema } from './planner.js';

export const vehiclePassageSearchSchema = z.object({
  address: z.object({ label: z.string().min(1), referenceCoordinate: coordinateSchema }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Kilometres. */
  radius: z.number().min(0.1).max(100),
  timeInterval: z.object({ start: z.string().min(1), end: z.string().min(1) }),
});
export type VehiclePassageSearch = z.infer<typeof vehiclePassageSearchSchema>;

/** `GET /geofleet/vehiclepassage` query. */
export const vehiclePassageQuerySchema = z.object({
  start_date: z.string().min(1),
  end_date: z.string().min(1),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().min(0.1).max(100),
});

export const passageEventSchema = z.object({ timestamp: z.string() });

export const passageVehicleSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  events: z.array(passageEventSchema),
});
export type PassageVehicle = z.infer<typeof passageVehicleSchema>;

export const vehiclePassageResponseSchema = z.object({ data: z.array(passageVehicleSchema) });
