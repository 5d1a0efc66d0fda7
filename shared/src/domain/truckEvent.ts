import { z } from 'zod';

export const TRUCK_EVENT_TYPES = ['door_open', 'engine_on', 'engine_off'] as const;

export const truckEventSchema = z.object({
  id: z.number().int(),
  event_type: z.enum(TRUCK_EVENT_TYPES),
  position: z.object({ lat: z.number(), lng: z.number() }),
  truck_id: z.number().int(),
  /** When it happened (ISO); the spec does not name it, upstream sends it. */
  date: z.string().nullish(),
});
export type TruckEvent = z.infer<typeof truckEventSchema>;

/** The relay's `GET /api/trucks/:id/events`: one truck's events, newest first. */
export const truckEventsAnswerSchema = z.object({ data: z.array(truckEventSchema) });
