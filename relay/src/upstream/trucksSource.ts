import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';

/** Fetches the vehicle list from the upstream telematics API and validates its shape. */
export async function fetchTrucks(baseUrl: string, timeoutMs: number): Promise<Truck[]> {
  const response = await fetch(`${baseUrl}/trucks`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`upstream GET /trucks answered ${response.status}`);
  const parsed = trucksResponseSchema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `upstream GET /trucks: bad data at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data.data;
}
