import { createRequire } from 'node:module';
import type { Router } from 'express';
import { jsonBytes, madeOnceRoute } from './madeOnce.js';
import { shippedJson } from './shipped.js';
import { waterFeatures, type PolygonRings } from './water.js';

const require = createRequire(import.meta.url);

/** The two packages' files: a GeometryCollection holding one MultiPolygon. */
interface WorldFile {
  geometries: { type: string; coordinates: PolygonRings[] }[];
}

export interface WaterSources {
  lakes: readonly PolygonRings[];
  rivers: readonly PolygonRings[];
}

const polygonsOf = (file: WorldFile): PolygonRings[] =>
  file.geometries.flatMap((geometry) =>
    geometry.type === 'MultiPolygon' ? geometry.coordinates : [],
  );

/** The world's lakes and rivers at 1 km (16 MB of JSON): read only when the map first asks. */
export function packagedWater(): WaterSources {
  return {
    lakes: polygonsOf(require('@geo-maps/earth-lakes-1km/map.geo.json') as WorldFile),
    rivers: polygonsOf(require('@geo-maps/earth-rivers-1km/map.geo.json') as WorldFile),
  };
}

/**
 * GET /map/water.json: the lakes and rivers of the offline basemap (see `waterFeatures`). By
 * default the shipped file (relay/shipped, made by `npm run -w relay make:data`): making it from
 * the world files blocks the event loop for 1-3 s (16 MB of JSON), long enough under load for the
 * relay's own upstream calls to time out. Sources given (tests) are made into it on the first
 * request.
 */
export function waterRouter(sources?: () => WaterSources): Router {
  return madeOnceRoute(
    '/map/water.json',
    sources
      ? () => {
          const { lakes, rivers } = sources();
          return jsonBytes(waterFeatures(lakes, rivers));
        }
      : () => shippedJson('water'),
  );
}
