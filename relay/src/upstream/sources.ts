import { z } from 'zod';

/**
 * The other upstream calls the live path polls (spec part 1, section 7), each validated. Trucks
 * are polled and validated in trucksUpstream.ts against the domain schema (whose `details` carries
 * the companies the streams are split by).
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
