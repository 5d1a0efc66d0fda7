import { z } from 'zod';
import type { AddressParts, Geocoder, ReverseResult, SearchResult } from './geocoder.js';

const addressSchema = z.looseObject({
  road: z.string().optional(),
  village: z.string().optional(),
  town: z.string().optional(),
  county: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
});
const reverseAnswer = z.union([
  z.object({ display_name: z.string(), address: addressSchema.default({}) }),
  // Nominatim answers 200 with `{error}` when nothing is at the position.
  z.object({ error: z.string() }),
]);
const coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const searchAnswer = z.array(
  z.object({ display_name: z.string(), lat: coordinate, lon: coordinate }),
);

export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

/**
 * A Nominatim-style geocoding API (`GEOCODER_URL`): `reverse?lat&lon&format=json` and
 * `search?q&format=json`. Credentials in the URL (`https://user:pass@host/`) are sent as basic
 * authorization, as the spec's reverse call does; fetch itself refuses URLs that carry them.
 */
export class HttpGeocoder implements Geocoder {
  private readonly base: URL;
  private readonly authorization: string | undefined;

  constructor(
    url: string,
    private readonly timeoutMs = 5000,
  ) {
    const base = new URL(url.endsWith('/') ? url : `${url}/`);
    if (base.username) {
      const user = decodeURIComponent(base.username);
      const password = decodeURIComponent(base.password);
      this.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    }
    base.username = '';
    base.password = '';
    this.base = base;
  }

  async reverse(lat: number, lng: number): Promise<ReverseResult | null> {
    const body = await this.get('reverse', { lat: String(lat), lon: String(lng) });
    const parsed = reverseAnswer.safeParse(body);
    if (!parsed.success) throw new GeocoderError('reverse: unexpected answer from the geocoder');
    if ('error' in parsed.data) return null;
    const { town, ...rest } = parsed.data.address;
    const parts: AddressParts = {};
    for (const key of ['road', 'village', 'county', 'city', 'state', 'country'] as const) {
      const value = rest[key] ?? (key === 'city' ? town : undefined);
      if (value) parts[key] = value;
    }
    return { display_name: parsed.data.display_name, address: parts };
  }

  async search(query: string, limit: number): Promise<SearchResult[]> {
    const body = await this.get('search', { q: query, limit: String(limit) });
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new GeocoderError('search: unexpected answer from the geocoder');
    return parsed.data
      .slice(0, limit)
      .map((r) => ({ display_name: r.display_name, lat: r.lat, lng: r.lon }));
  }

  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries({ ...params, format: 'json' })) {
      url.searchParams.set(key, value);
    }
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(this.authorization ? { authorization: this.authorization } : {}),
      },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new GeocoderError(`${path}: the geocoder answered ${response.status}`);
    return response.json();
  }
}
