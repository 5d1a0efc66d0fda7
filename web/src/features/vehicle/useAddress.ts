import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiFetch } from '../../app/session/api.js';
import { searchLanguage } from '../../map/search/suggestions.js';

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
 * Reverse geocoding through the relay, names in `language` (the interface's), cached on the client
 * per rounded position and language. A failure is logged and reads as no address (spec part 1
 * section 8), and is not cached.
 */
export function reverseGeocode(
  lat: number,
  lng: number,
  /** The interface language ("el", "el-GR"); the geocoder's own names for one it does not know. */
  language: string | undefined,
): Promise<Address | null> {
  const lang = language === undefined ? undefined : searchLanguage(language);
  const key = `${lang ?? ''}:${positionKey(lat, lng)}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = load(lat, lng, lang).catch((error: unknown) => {
      console.warn('reverse geocoding failed', error);
      cache.delete(key);
      return null;
    });
    cache.set(key, hit);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? key);
  }
  return hit;
}

async function load(lat: number, lng: number, language?: string): Promise<Address | null> {
  const query = new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) });
  if (language) query.set('lang', language);
  const response = await apiFetch(`/geocode/reverse?${query.toString()}`);
  if (!response.ok) throw new Error(`reverse geocoding: HTTP ${response.status}`);
  return answerSchema.parse(await response.json()).data;
}

/** The address at a position, in the interface language; undefined while loading or when none. */
export function useAddress(lat: number | undefined, lng: number | undefined): Address | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const key = lat === undefined || lng === undefined ? undefined : positionKey(lat, lng);
  const [result, setResult] = useState<{ key: string; address: Address | null }>();

  useEffect(() => {
    if (key === undefined) return;
    const [a, b] = key.split(',').map(Number);
    let live = true;
    void reverseGeocode(a ?? 0, b ?? 0, language).then((address) => {
      if (live) setResult({ key: `${language}:${key}`, address });
    });
    return () => {
      live = false;
    };
  }, [key, language]);

  return result && result.key === `${language}:${key}` ? (result.address ?? undefined) : undefined;
}
