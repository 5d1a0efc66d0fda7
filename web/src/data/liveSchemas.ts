import { z } from 'zod';
import {
  alertHandlingEventSchema,
  geofenceEventSchema,
  readColumnDiff,
  decodeSnapshot,
  UPSTREAM_SOURCES,
  wireDiffProblem,
  wireSnapshotProblem,
  type AlertHandlingEvent,
  type GeofenceEvent,
  type ColumnDiff,
  type PlafondUpdate,
  type CompanySnapshot,
  type TrafficUpdate,
  type UpstreamHealth,
  type WireDiff,
  type WireSnapshot,
} from '@fleetdeck/shared';

const sourceHealth = z.object({
  source: z.enum(UPSTREAM_SOURCES),
  state: z.enum(['ok', 'degraded', 'down']),
  lastSuccessAt: z.number().nullable(),
  consecutiveFailures: z.number(),
  lastError: z.string().nullable(),
});
const upstreamHealth = z.array(sourceHealth);
const trafficUpdate = z.object({ at: z.number(), features: z.array(z.unknown()) });
const plafondUpdate = z.object({ at: z.number(), data: z.record(z.string(), z.unknown()) });

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

/** Checks the shape, then decodes; a bad payload is logged naming the field and dropped. */
function readTrucks<W, T>(
  event: string,
  payload: unknown,
  problemOf: (payload: unknown) => string | undefined,
  decode: (wire: W) => T,
): T | undefined {
  const problem = problemOf(payload);
  try {
    if (!problem) return decode(payload as W);
    console.warn(`${event}: ${problem}`);
  } catch (error) {
    console.warn(`${event}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return undefined;
}

/** A `fleet:snapshot` as objects, or undefined (logged) when it is malformed. */
export const readSnapshot = (payload: unknown): CompanySnapshot | undefined =>
  readTrucks<WireSnapshot, CompanySnapshot>(
    'fleet:snapshot',
    payload,
    wireSnapshotProblem,
    decodeSnapshot,
  );

/**
 * A `fleet:diff` ready for the replica (its upserts read from their columns, not yet objects), or
 * undefined (logged) when it is malformed: the replica then sees a gap at the next diff and asks
 * for a resync.
 */
export const readDiff = (payload: unknown): ColumnDiff | undefined =>
  readTrucks<WireDiff, ColumnDiff>('fleet:diff', payload, wireDiffProblem, readColumnDiff);

export const parseAlertHandling = (payload: unknown): AlertHandlingEvent | undefined =>
  parse(alertHandlingEventSchema, 'alerts:handling', payload);

/** The plafond feed as the relay pushes it; each driver's entry is checked where it is read. */
export const parsePlafondUpdate = (payload: unknown): PlafondUpdate | undefined =>
  parse(plafondUpdate, 'plafond:update', payload);

/** A truck entered or left a POI's geofence (`poi:geofence`). */
export const parseGeofenceEvent = (payload: unknown): GeofenceEvent | undefined =>
  parse(geofenceEventSchema, 'poi:geofence', payload);
