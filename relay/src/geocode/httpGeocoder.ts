import { z } from 'zod';
import type { Language } from '@fleetdeck/shared';
import type {
  AddressParts,
  Geocoder,
  ReverseResult,
  SearchOptions,
  SearchResult,
} from './geocoder.js';

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
  z.object({
    display_name: z.string(),
    lat: coordinate,
    lon: coordinate,
    /** Nominatim's feature class: `place` (a town), `boundary`, `highway` (a street), `building`... */
    class: z.string().optional(),
    /** Within the class: `city`, `village`... or `house` (an address point, class `place`). */
    type: z.string().optional(),
  }),
);

/** Classes that name a town or an area; anything else (a street, a house number) is an address. */
const isPlace = (r: { class?: string | undefined; type?: string | undefined }): boolean =>
  PLACE_CLASSES.has(r.class ?? 'place') && r.type !== 'house';
const PLACE_CLASSES = new Set(['place', 'boundary']);
/** Half the side of the box around the view's centre that Nominatim is asked to prefer, degrees. */
const VIEWBOX_HALF_DEG = 1;

export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

/**
 * A Nominatim-style geocoding API (`GEOCODER_URL`): `reverse?lat&lon&format=json` and
 * `search?q&format=json` (streets and house numbers too). Credentials in the URL (`https://user:pass@host/`) are sent as basic
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

  /** `reverse?lat&lon&format=json`, with `accept-language` for the names. */
  async reverse(lat: number, lng: number, language?: Language): Promise<ReverseResult | null> {
    const params: Record<string, string> = { lat: String(lat), lon: String(lng) };
    if (language) params['accept-language'] = language;
    const body = await this.get('reverse', params);
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

  /**
   * `search?q&limit&format=json`, with `accept-language` for the names and, given the view's
   * centre, a `viewbox` around it that Nominatim prefers (not `bounded`: far places still come).
   * Streets and house numbers come back as addresses; a name repeated is kept once.
   */
  async search(query: string, options: SearchOptions): Promise<SearchResult[]> {
    const params: Record<string, string> = { q: query, limit: String(options.limit) };
    if (options.language) params['accept-language'] = options.language;
    if (options.near) {
      const { lat, lng } = options.near;
      const d = VIEWBOX_HALF_DEG;
      params.viewbox = [lng - d, lat + d, lng + d, lat - d].map((v) => v.toFixed(4)).join(',');
    }
    const body = await this.get('search', params);
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new GeocoderError('search: unexpected answer from the geocoder');
    const seen = new Set<string>();
    const out: SearchResult[] = [];
    for (const r of parsed.data) {
      if (out.length >= options.limit) break;
      if (seen.has(r.display_name)) continue;
      seen.add(r.display_name);
      out.push({
        display_name: r.display_name,
        lat: r.lat,
        lng: r.lon,
        kind: isPlace(r) ? 'place' : 'address',
      });
    }
    return out;
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
