import { parseOrThrow, trucksResponseSchema, type Truck } from '@fleetdeck/shared';

/** Fetches the vehicle list from the upstream telematics API and validates its shape. */
export async function fetchTrucks(baseUrl: string, timeoutMs: number): Promise<Truck[]> {
  const response = await fetch(`${baseUrl}/trucks`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`upstream GET /trucks answered ${response.status}`);
  // The error names every bad field path, e.g. "upstream GET /trucks: data.3.lastpoint.lat: ...".
  return parseOrThrow(trucksResponseSchema, await response.json(), 'upstream GET /trucks').data;
}
