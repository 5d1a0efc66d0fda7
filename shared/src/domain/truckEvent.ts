import { z } from 'zod';

export const TRUCK_EVENT_TYPES = ['door_open', 'engine_on', 'engine_off'] as const;

export const truckEventSchema = z.object({
  id: z.number().int(),
  event_type: z.enum(TRUCK_EVENT_TYPES),
  position: z.object({ lat: z.number(), lng: z.number() }),
  truck_id: z.number().int(),
});
export type TruckEvent = z.infer<typeof truckEventSchema>;
