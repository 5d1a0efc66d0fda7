import express, { type RequestHandler, type Router } from 'express';
import { tenant } from '../http/tenancy.js';
import type { LiveBus } from '../live/bus.js';
import { createDriversRouter } from './driversRouter.js';
import { plafondFeed } from './plafondFeed.js';

export interface DriversApi {
  router: Router;
  /** The pipeline's bus, feeding each plafond poll to the kept infringement summaries. */
  watchPlafond(bus: LiveBus): LiveBus;
  close(): void;
}

/**
 * The driver calls under `/api`, behind the same bearer-token and X-Company checks as the rest of
 * the API; everything else under `/api` passes on untouched.
 */
export function driversApi(
  tenantScope: RequestHandler[],
  upstreamUrl: string,
  options: {
    inCrew?: (company: number, driverId: number) => boolean;
    /** How far back upstream keeps history (default `HISTORY_RETENTION_DAYS` days). */
    retentionMs?: number;
  } = {},
): DriversApi {
  const router = express.Router();
  router.use(['/api/drivers', '/api/geofleet/drivers'], ...tenantScope);
  const drivers = createDriversRouter({
    upstreamUrl,
    companyOf: (res) => tenant(res).companyId,
    ...options,
  });
  router.use('/api', drivers.router);
  return {
    router,
    watchPlafond: (bus) =>
      plafondFeed(bus, (update) => drivers.summaries.plafondPolled(update.data)),
    close: () => drivers.summaries.close(),
  };
}
