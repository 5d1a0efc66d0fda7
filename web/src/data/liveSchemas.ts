import { z } from 'zod';
import { UPSTREAM_SOURCES, type TrafficUpdate, type UpstreamHealth } from '@fleetdeck/shared';

const sourceHealth = z.object({
  source: z.enum(UPSTREAM_SOURCES),
  state: z.enum(['ok', 'degraded', 'down']),
  lastSuccessAt: z.number().nullable(),
  consecutiveFailures: z.number(),
  lastError: z.string().nullable(),
});
const upstreamHealth = z.array(sourceHealth);
const trafficUpdate = z.object({ at: z.number(), features: z.array(z.unknown()) });

/** Socket payloads are checked like any boundary; a bad one is logged naming the field. */
function parse<T>(schema: z.ZodType<T>, event: string, payload: unknown): T | undefined {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  console.warn(`${event}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  return undefined;
}

export const parseUpstreamHealth = (payload: unknown): UpstreamHealth | undefined =>
  parse(upstreamHealth, 'upstream:health', payload);

export const parseTrafficUpdate = (payload: unknown): TrafficUpdate | undefined =>
  parse(trafficUpdate, 'traffic:update', payload);
