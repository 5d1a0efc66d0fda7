import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiFetch } from '../../app/session/api.js';

const answerSchema = z.object({
  data: z
    .object({
      display_name: z.string(),
      address: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
});

export type Address = NonNullable<z.infer<typeof answerSchema>['data']>;

/** Four decimals: about 11 m, so a parked truck's jitter reuses its answer. */
const positionKey = (lat: number, lng: number): string => `${lat.toFixed(4)},${lng.toFixed(4)}`;
const MAX_ENTRIES = 2000;
const cache = new Map<string, Promise<Address | null>>();

/**
 * Reverse geocoding through the relay, cached on the client per rounded position. A failure is
 * logged and reads as no address (spec part 1 section 8), and is not cached.
 */
export function reverseGeocode(lat: number, lng: number): Promise<Address | null> {
  const key = positionKey(lat, lng);
  let hit = cache.get(key);
  if (!hit) {
    hit = load(lat, lng).catch((error: unknown) => {
      console.warn('reverse geocoding failed', error);
      cache.delete(key);
      return null;
    });
    cache.set(key, hit);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? key);
  }
  return hit;
}

async function load(lat: number, lng: number): Promise<Address | null> {
  const query = new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) });
  const response = await apiFetch(`/geocode/reverse?${query.toString()}`);
  if (!response.ok) throw new Error(`reverse geocoding: HTTP ${response.status}`);
  return answerSchema.parse(await response.json()).data;
}

/** The address at a position; undefined while loading or when there is none. */
export function useAddress(lat: number | undefined, lng: number | undefined): Address | undefined {
  const key = lat === undefined || lng === undefined ? undefined : positionKey(lat, lng);
  const [result, setResult] = useState<{ key: string; address: Address | null }>();

  useEffect(() => {
    if (key === undefined) return;
    const [a, b] = key.split(',').map(Number);
    let live = true;
    void reverseGeocode(a ?? 0, b ?? 0).then((address) => {
      if (live) setResult({ key, address });
    });
    return () => {
      live = false;
    };
  }, [key]);

  return result && result.key === key ? (result.address ?? undefined) : undefined;
}
