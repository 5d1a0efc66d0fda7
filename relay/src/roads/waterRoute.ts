import { createRequire } from 'node:module';
import type { Router } from 'express';
import { madeOnceRoute } from './madeOnce.js';
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
 * GET /map/water.json: the lakes and rivers of the offline basemap (see `waterFeatures`), made on
 * the first request (reading the world files takes about a second) and kept; gzipped when the
 * browser takes it (a seventh of the size), cached by the browser for an hour.
 */
export function waterRouter(sources: () => WaterSources = packagedWater): Router {
  return madeOnceRoute('/map/water.json', () => {
    const { lakes, rivers } = sources();
    return waterFeatures(lakes, rivers);
  });
}
