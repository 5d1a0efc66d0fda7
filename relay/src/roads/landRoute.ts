import { createRequire } from 'node:module';
import { Router } from 'express';
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { jsonBytes, madeOnceRoute } from './madeOnce.js';

const require = createRequire(import.meta.url);

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export interface LandData {
  land: FeatureCollection<Polygon | MultiPolygon>;
  borders: MultiLineString;
}

/**
 * Natural Earth's land and the borders between countries (world-atlas 50m, a TopoJSON of 740 kB)
 * as the GeoJSON the offline basemap draws. Made here rather than in the page: the conversion and
 * its 3 MB of GeoJSON cost the page's main thread some 200-400 ms on each map it made, and a
 * URL lets MapLibre's worker fetch and parse them off it.
 */
export function landFrom(topology: Countries): LandData {
  const land = feature(topology, topology.objects.land) as FeatureCollection<
    Polygon | MultiPolygon
  >;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { land, borders };
}

/** GET /map/land.json and /map/borders.json, made on the first request and kept. */
export function landRouter(
  topology: () => Countries = () => require('world-atlas/countries-50m.json') as Countries,
): Router {
  let made: LandData | undefined;
  const data = (): LandData => (made ??= landFrom(topology()));
  const router = Router();
  router.use(madeOnceRoute('/map/land.json', () => jsonBytes(data().land)));
  router.use(madeOnceRoute('/map/borders.json', () => jsonBytes(data().borders)));
  return router;
}
