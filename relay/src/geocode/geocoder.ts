import type { Language } from '@fleetdeck/shared';

/** Address parts as a Nominatim-style reverse geocoder names them (spec part 1, section 7). */
export interface AddressParts {
  road?: string;
  village?: string;
  county?: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface ReverseResult {
  display_name: string;
  address: AddressParts;
}

export interface SearchResult {
  display_name: string;
  lat: number;
  lng: number;
  /** A town or city (the bundled places), or a street or address (a Nominatim-style service). */
  kind?: 'place' | 'address';
}

/** What a forward search is asked: how many answers, near what, in which language. */
export interface SearchOptions {
  limit: number;
  /** The centre of the user's view: closer places rank first. */
  near?: { lat: number; lng: number } | undefined;
  /** The interface language, for place and country names. */
  language?: Language | undefined;
}

/**
 * Reverse and forward geocoding. The embedded default answers from bundled GeoNames places; a
 * Nominatim-style HTTP service replaces it when `GEOCODER_URL` is set. Both sit behind this.
 */
export interface Geocoder {
  /** The address at a position (names in `language`, where known), or null when nothing is there. */
  reverse(lat: number, lng: number, language?: Language): Promise<ReverseResult | null>;
  /** Places matching a text, best first, each named once. */
  search(query: string, options: SearchOptions): Promise<SearchResult[]>;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * Country name from an ISO 3166 alpha-2 code, in `language` (English by default; "Italia" in
 * Italian), or the code itself when unknown.
 */
export function countryName(code: string, language = 'en'): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
