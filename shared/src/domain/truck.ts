import { z } from 'zod';

/** Last known position and state of a vehicle, as upstream sends it (spec part 1, section 3). */
export const lastPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  heading: z.number(),
  speed: z.number(),
  date: z.string(),
  ignition: z.number().int(),
});
export type LastPoint = z.infer<typeof lastPointSchema>;

export const truckSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  type: z.number().int().optional(),
  lastpoint: lastPointSchema.nullable(),
});
export type Truck = z.infer<typeof truckSchema>;

/** Upstream `GET /trucks` answer: `{data: [...]}`. */
export const trucksResponseSchema = z.object({ data: z.array(truckSchema) });
