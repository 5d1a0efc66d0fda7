import { TtlCache } from '../upstream/ttlCache.js';
import type { Geocoder, ReverseResult, SearchOptions, SearchResult } from './geocoder.js';

export interface GeocodeCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Caches a geocoder's answers (the spec caches reverse geocoding). Positions are keyed to five
 * decimals (about a metre): a parked truck reports the same point again and again. Failures are
 * not kept, so the next call asks again.
 */
export function cachedGeocoder(inner: Geocoder, options: GeocodeCacheOptions = {}): Geocoder {
  const ttl = options.ttlMs ?? 24 * 3_600_000;
  const max = options.maxEntries ?? 50_000;
  const reverse = new TtlCache<ReverseResult | null>(ttl, max, options.now);
  const search = new TtlCache<SearchResult[]>(ttl, max / 10, options.now);
  return {
    reverse: (lat, lng, language) =>
      reverse.get(`${language ?? ''}:${lat.toFixed(5)},${lng.toFixed(5)}`, () =>
        inner.reverse(lat, lng, language),
      ),
    search: (query, options) =>
      search.get(searchKey(query, options), () => inner.search(query, options)),
  };
}

/** The centre to two decimals (about a kilometre: the ranking cannot tell closer apart). */
function searchKey(query: string, { limit, near, language }: SearchOptions): string {
  const at = near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : '';
  return `${limit}:${language ?? ''}:${at}:${query.trim().toLowerCase()}`;
}
