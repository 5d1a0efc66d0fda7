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
}

/**
 * Reverse and forward geocoding. The embedded default answers from bundled GeoNames places; a
 * Nominatim-style HTTP service replaces it when `GEOCODER_URL` is set. Both sit behind this.
 */
export interface Geocoder {
  /** The address at a position, or null when nothing is known there. */
  reverse(lat: number, lng: number): Promise<ReverseResult | null>;
  /** Places matching a text, best first. */
  search(query: string, limit: number): Promise<SearchResult[]>;
}

/** Country name in English from an ISO 3166 alpha-2 code (the code itself when unknown). */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
