import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { decimalText, LANGUAGES, wholeText } from '@fleetdeck/shared';
import { sendValidationError } from '../http/errors.js';
import type { Geocoder } from './geocoder.js';

const reverseQuery = z.object({
  lat: decimalText(-90, 90),
  lon: decimalText(-180, 180),
  lang: z.enum(LANGUAGES).optional(),
});
const searchQuery = z
  .object({
    q: z.string().trim().min(1, 'must not be empty').max(200),
    limit: wholeText(1, 20).default(8),
    lat: decimalText(-90, 90).optional(),
    lng: decimalText(-180, 180).optional(),
    lang: z.enum(LANGUAGES).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lng'],
    message: 'lat and lng go together',
  });

/**
 * `GET /api/geocode/reverse?lat&lon&lang` -> `{data: {display_name, address} | null}` and
 * `GET /api/geocode/search?q&lat&lng&lang&limit` -> `{data: [{display_name, lat, lng, kind}]}`
 * (ranked by population and closeness to lat/lng, each name once, names in `lang`), behind the API's bearer
 * token and X-Company checks. A failing geocoder answers 502 and is logged.
 */
export function geocodeApi(tenantScope: RequestHandler[], geocoder: Geocoder, log: Logger): Router {
  const router = express.Router();
  router.use('/api/geocode', ...tenantScope);

  router.get('/api/geocode/reverse', async (req, res) => {
    const query = reverseQuery.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    try {
      const { lat, lon, lang } = query.data;
      res.json({ data: await geocoder.reverse(lat, lon, lang) });
    } catch (error) {
      log.warn({ err: error }, 'reverse geocoding failed');
      res.status(502).json({ error: 'upstream', message: 'The geocoder is not available' });
    }
  });

  router.get('/api/geocode/search', async (req, res) => {
    const query = searchQuery.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    try {
      const { q, limit, lat, lng, lang } = query.data;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      res.json({ data: await geocoder.search(q, { limit, near, language: lang }) });
    } catch (error) {
      log.warn({ err: error }, 'geocoding search failed');
      res.status(502).json({ error: 'upstream', message: 'The geocoder is not available' });
    }
  });
  return router;
}
