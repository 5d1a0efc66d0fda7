import { Router } from 'express';
import type { MapConfig, OnlineLayer } from '@fleetdeck/shared';

/**
 * GET /map/config: the online base layers this deployment offers beside the offline basemap:
 * MAP_STYLE_URL as `osm`, then MAP_ONLINE_STYLES. Permissions are the web app's to apply.
 */
export function mapConfigRouter(
  styleUrl: string | undefined,
  online: readonly OnlineLayer[] = [],
): Router {
  const body: MapConfig = {
    onlineLayers: [...(styleUrl ? [{ id: 'osm', styleUrl }] : []), ...online],
  };
  const router = Router();
  router.get('/map/config', (_req, res) => {
    res.json(body);
  });
  return router;
}
