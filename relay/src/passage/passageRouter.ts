import express, { type Router } from 'express';
import {
  HISTORY_RETENTION_DAYS,
  passagePageSchema,
  passageQuerySchema,
  type PassageQuery,
} from '@fleetdeck/shared';
import { sendValidationError } from '../http/errors.js';
import { OverloadError } from '../http/overload.js';
import { tenant } from '../http/tenancy.js';
import type { CompanyUpstreamDeps } from '../upstream/companyUpstream.js';
import { TtlCache } from '../upstream/ttlCache.js';
import { orderedPassages, passagePage, type TimedVehicle } from './passageAnswer.js';

export interface PassageDeps extends CompanyUpstreamDeps {
  /** How long upstream's answer is kept per company and query (a range reaching now grows). */
  cacheMs?: number;
  now?: () => number;
  /** How far back a search may start (`HISTORY_RETENTION_DAYS`), in ms. */
  retentionMs?: number;
  /** Events of upstream's answer the relay takes in at most (see `orderedPassages`). */
  maxEvents?: number;
}

/** An upstream status other than 200: not kept, answered 502. */
class UpstreamStatus extends Error {
  constructor(readonly status: number) {
    super(`Upstream answered ${status}`);
  }
}

/** The spec's query as upstream takes it, in a fixed order (also the cache key). */
function upstreamQuery(q: PassageQuery, company: number): string {
  const { start_date, end_date, lat, lon, radius } = q;
  return new URLSearchParams({
    start_date,
    end_date,
    lat: String(lat),
    lon: String(lon),
    radius: String(radius),
    company: String(company),
  }).toString();
}

/**
 * `GET /api/geofleet/vehiclepassage`: the vehicles that reported within `radius` km of `lat`,
 * `lon` between `start_date` and `end_date` (ISO with a zone, at most 24 h, not wholly in the
 * future and starting within the retention, else 400 naming the date; a range reaching past now
 * is asked up to now; radius 0.1 to 100 km in decimal digits, else 400 naming `radius`), behind
 * the bearer token and X-Company checks, limited to the trucks of the user's company stream (its
 * slaves included, as the live stream). Upstream answers for its whole fleet: the relay keeps
 * what the company's stream holds at the time of each request.
 *
 * Answer: `{data: [{id, plate, events: [{timestamp}]}], total, next_offset}`, the vehicles sorted
 * by their first event, each vehicle's events in time order, paged by `offset` and `limit` (500 by
 * default, at most 2000; `next_offset` null on the last page).
 *
 * A busy area is not allowed to hold the relay: upstream's answer (about 6 MB and 150,000 events
 * for 1 km over 24 h at a busy point of 10,000 trucks) is fetched once per company and query and
 * kept a minute; it is validated and ordered a slice of vehicles at a time, yielding to the event
 * loop between slices; and a page serialises only its own vehicles, so no request after the first
 * costs more than filtering and one page. Paging rather than streaming the body: the browser
 * groups a vehicle's events into passages and sorts vehicles by first event, which needs whole
 * vehicles in order, and a page can be asked again after a network error.
 */
export function passageApi(deps: PassageDeps): Router {
  const now = deps.now ?? Date.now;
  const retentionMs = deps.retentionMs ?? HISTORY_RETENTION_DAYS * 86_400_000;
  const querySchema = passageQuerySchema(() => ({ now: now(), retentionMs }));
  // A kept answer of the busiest 1 km circle over 10,000 trucks holds about 18 MB: at most 8.
  const cache = new TtlCache<TimedVehicle[]>(deps.cacheMs ?? 60_000, 8, now);
  const load = async (query: string, company: number): Promise<TimedVehicle[]> => {
    const answer = await fetch(`${deps.upstreamUrl}/geofleet/vehiclepassage?${query}`, {
      headers: { 'x-company': String(company), accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    // Upstream too busy for this search (the simulator past its work budget): said as such.
    if (answer.status === 503) {
      throw new OverloadError('This search is too big to answer now: narrow the period or radius');
    }
    if (answer.status !== 200) throw new UpstreamStatus(answer.status);
    return orderedPassages(await answer.json(), deps.maxEvents);
  };

  const router = express.Router();
  router.use('/api/geofleet/vehiclepassage', ...deps.tenantScope);
  router.get('/api/geofleet/vehiclepassage', async (req, res, next) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const page = passagePageSchema.safeParse(req.query);
    if (!page.success) return sendValidationError(res, page.error);
    const { companyId } = tenant(res);
    const upstream = upstreamQuery(query.data, companyId);
    try {
      const all = await cache.get(`${companyId} ${upstream}`, () => load(upstream, companyId));
      const ids = new Set(deps.trucksOf(companyId).map((t) => t.id));
      res.json(passagePage(all, ids, page.data.offset, page.data.limit));
    } catch (error) {
      if (error instanceof OverloadError) return next(error);
      const status = error instanceof UpstreamStatus ? error.status : undefined;
      deps.log.warn({ err: error, status, company: companyId }, 'vehicle passage failed upstream');
      res.status(502).json({
        error: 'upstream',
        message: status ? `Upstream answered ${status}` : 'Upstream unreachable or invalid',
      });
    }
  });
  return router;
}
