import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { Router } from 'express';
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

interface Body {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * GET /map/water.json: the lakes and rivers of the offline basemap (see `waterFeatures`), made on
 * the first request (reading the world files takes about a second) and kept; gzipped when the
 * browser takes it (a seventh of the size), cached by the browser for an hour.
 */
export function waterRouter(sources: () => WaterSources = packagedWater): Router {
  let body: Body | undefined;
  const made = (): Body => {
    if (body) return body;
    const { lakes, rivers } = sources();
    const json = Buffer.from(JSON.stringify(waterFeatures(lakes, rivers)));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    body = { json, gzip: gzipSync(json), etag };
    return body;
  };
  const router = Router();
  router.get('/map/water.json', (req, res) => {
    const { json, gzip, etag } = made();
    res.setHeader('etag', etag);
    res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      res.send(gzip);
    } else res.send(json);
  });
  return router;
}
