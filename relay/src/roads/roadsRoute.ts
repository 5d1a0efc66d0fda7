import { createHash } from 'node:crypto';
import { Router } from 'express';
import { roadsGeoJson, type RoadGraph } from '@fleetdeck/shared/roads';

/** GET /map/roads.geojson: the road lines drawn by the offline basemap under the trucks. */
export function roadsRouter(graph: RoadGraph): Router {
  const body = JSON.stringify(roadsGeoJson(graph));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const router = Router();
  router.get('/map/roads.geojson', (req, res) => {
    res.setHeader('etag', etag);
    res.setHeader('cache-control', 'public, max-age=3600');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('application/geo+json').send(body);
  });
  return router;
}
