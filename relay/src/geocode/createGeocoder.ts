import { bundledGeocoder } from './embeddedGeocoder.js';
import { cachedGeocoder } from './cachedGeocoder.js';
import type { Geocoder } from './geocoder.js';
import { HttpGeocoder } from './httpGeocoder.js';

/** The configured geocoder: the HTTP service at `url` when set, else the bundled places; cached. */
export function createGeocoder(url: string | undefined, timeoutMs: number): Geocoder {
  return cachedGeocoder(url ? new HttpGeocoder(url, timeoutMs) : bundledGeocoder());
}
