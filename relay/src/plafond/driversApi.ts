import express, { type RequestHandler, type Router } from 'express';
import { tenant } from '../http/tenancy.js';
import { createDriversRouter } from './driversRouter.js';

/**
 * The driver calls under `/api`, behind the same bearer-token and X-Company checks as the rest of
 * the API; everything else under `/api` passes on untouched.
 */
export function driversApi(
  tenantScope: RequestHandler[],
  upstreamUrl: string,
  inCrew?: (company: number, driverId: number) => boolean,
): Router {
  const router = express.Router();
  router.use(['/api/drivers', '/api/geofleet/drivers'], ...tenantScope);
  router.use(
    '/api',
    createDriversRouter({
      upstreamUrl,
      companyOf: (res) => tenant(res).companyId,
      ...(inCrew ? { inCrew } : {}),
    }),
  );
  return router;
}
