import { Router } from 'express';
import type { MapConfig } from '@fleetdeck/shared';

/**
 * GET /map/config: the online base layers this deployment offers beside the offline basemap
 * (none unless MAP_STYLE_URL is set). Permissions are the web app's to apply.
 */
export function mapConfigRouter(styleUrl: string | undefined): Router {
  const body: MapConfig = { onlineLayers: styleUrl ? [{ id: 'osm', styleUrl }] : [] };
  const router = Router();
  router.get('/map/config', (_req, res) => {
    res.json(body);
  });
  return router;
}
