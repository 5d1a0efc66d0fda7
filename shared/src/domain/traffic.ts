import { z } from 'zod';

const geometrySchema = z.object({
  type: z.enum(['Point', 'LineString', 'MultiLineString', 'Polygon']),
  coordinates: z.array(z.unknown()),
});

/** A traffic event from the traffic-information service (GeoJSON feature). */
export const trafficEventSchema = z.object({
  type: z.literal('Feature'),
  geometry: geometrySchema,
  properties: z.looseObject({
    type_code: z.union([z.number(), z.string()]),
    description: z.string().nullish(),
  }),
});
export type TrafficEvent = z.infer<typeof trafficEventSchema>;

/** A traffic alert; only severity 2 and above is kept (see `isTrafficAlertShown`). */
export const trafficAlertSchema = z.object({
  type: z.literal('Feature'),
  geometry: geometrySchema,
  properties: z.looseObject({
    road_name: z.string().nullish(),
    severity: z.number().int().min(1).max(5),
    /** km/h. */
    speed: z.number().nullish(),
  }),
});
export type TrafficAlert = z.infer<typeof trafficAlertSchema>;
