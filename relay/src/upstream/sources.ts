import { z } from 'zod';

import type { Truck } from '@fleetdeck/shared';
import type { TruckValidator } from './truckValidator.js';

export { fetchTrucks } from './trucksSource.js';

/**
 * The other upstream calls the live path polls (spec part 1, section 7), each validated. Trucks
 * are validated in trucksSource.ts against the domain schema (whose `details` carries the
 * companies the streams are split by).
 */
const plafondAnswer = z.object({ data: z.record(z.string(), z.unknown()) });
const trafficAnswer = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** Paths below the upstream base URL. */
export const UPSTREAM_PATHS = {
  plafond: '/drivers/plafond?driving=true',
  traffic: '/traffic/events',
} as const;

async function getJson<T>(
  baseUrl: string,
  path: string,
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`upstream GET ${path} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `upstream GET ${path}: bad data at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

export async function fetchPlafond(
  baseUrl: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  return (await getJson(baseUrl, UPSTREAM_PATHS.plafond, plafondAnswer, timeoutMs)).data;
}

export async function fetchTraffic(baseUrl: string, timeoutMs: number): Promise<unknown[]> {
  return (await getJson(baseUrl, UPSTREAM_PATHS.traffic, trafficAnswer, timeoutMs)).features;
}

/** `GET /trucks`, validated incrementally (only trucks that changed since the last poll). */
export async function fetchTrucksIncremental(
  baseUrl: string,
  timeoutMs: number,
  validator: TruckValidator,
): Promise<Truck[]> {
  const response = await fetch(`${baseUrl}/trucks`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`upstream GET /trucks answered ${response.status}`);
  return validator.validate(await response.json());
}
