import { z } from 'zod';
import { ALERT_CODES } from '../rules/alerts.js';

/**
 * The lifecycle of a raised alert among a company's dispatchers: new (no record), acknowledged by
 * a named user (someone is on it), resolved (dealt with). A record lasts while the alert stays
 * raised: when it clears, the record goes and the next time it is raised it is new again.
 */
export const ALERT_HANDLING_STATES = ['acknowledged', 'resolved'] as const;
export type AlertHandlingState = (typeof ALERT_HANDLING_STATES)[number];

export const NOTE_MAX = 500;

/** `POST /api/alerts/handling`: acknowledge or resolve one raised alert of one truck. */
export const alertHandlingRequestSchema = z.strictObject({
  truck_id: z.number().int().positive(),
  code: z.enum(ALERT_CODES),
  state: z.enum(ALERT_HANDLING_STATES),
  note: z.string().trim().max(NOTE_MAX).optional(),
});
export type AlertHandlingRequest = z.infer<typeof alertHandlingRequestSchema>;

export const alertHandlingSchema = z.object({
  truck_id: z.number().int(),
  code: z.enum(ALERT_CODES),
  state: z.enum(ALERT_HANDLING_STATES),
  by: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string().nullable(),
  /** ISO 8601, when this state was set. */
  at: z.string(),
});
export type AlertHandling = z.infer<typeof alertHandlingSchema>;

/** Live event `alerts:handling`: records set, and alerts whose record went (the alert cleared). */
export const alertHandlingEventSchema = z.object({
  records: z.array(alertHandlingSchema),
  cleared: z.array(z.object({ truck_id: z.number().int(), code: z.enum(ALERT_CODES) })),
});
export type AlertHandlingEvent = z.infer<typeof alertHandlingEventSchema>;

/** The key of one truck's alert in maps of records. */
export const alertKey = (truckId: number, code: string): string => `${truckId}:${code}`;
