import express, { type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  canUse,
  DEFAULT_VEHICLE_PROFILES,
  reachableAreasRequestSchema,
  routeRequestSchema,
  type Poi,
  type TrafficAlert,
  decimalText,
  LANGUAGES,
  wholeText,
} from '@fleetdeck/shared';
import { sendForbidden } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { tenant } from '../http/tenancy.js';
import { parseOr400 } from '../http/validate.js';
import type { PlacesSource } from './places/locationSearch.js';
import { RoutingError, type RoutingProvider } from './routingProvider.js';

export interface PlannerRouterDeps {
  provider: RoutingProvider;
  places: PlacesSource;
  /** The company's POIs, searched with the places. */
  poisOf: (company: number) => Promise<readonly Poi[]>;
  /** The live feed's current traffic alerts. */
  traffic: () => readonly TrafficAlert[];
  tenantScope: RequestHandler[];
  log: Logger;
}

const locationsQuery = z.object({
  text: z.string().trim().min(1, 'must not be empty').max(200),
  lat: decimalText(-90, 90).optional(),
  lng: decimalText(-180, 180).optional(),
  limit: wholeText(1, 20).default(8),
  lang: z.enum(LANGUAGES).optional(),
});

/** A company's POI list is read again after this long (the search runs on every keystroke). */
const POI_CACHE_MS = 10_000;

/**
 * The planner's API (part 2 §7): `POST /api/planner/route`, `POST /api/planner/reachable-areas`,
 * `GET /api/planner/locations` and `GET /api/geofleet/profiles`, behind the token, the company
 * and the `planner` licence. A bad body is a 400 naming the field; a route that cannot be found
 * a 422 with its code, message and waypoint; an engine that does not answer a 503; never a 500.
 */
export function plannerRouter(deps: PlannerRouterDeps): Router {
  const router = express.Router();
  const licensed: RequestHandler = (_req, res, next) => {
    if (!canUse(tenant(res).ability, 'planner'))
      return sendForbidden(res, 'The route planner is not part of your licence');
    next();
  };
  for (const base of ['/api/planner', '/api/geofleet/profiles'])
    router.use(base, ...deps.tenantScope, licensed);
  router.use('/api/planner', jsonBody({ limit: '256kb' }));

  router.post('/api/planner/route', async (req, res) => {
    const body = parseOr400(routeRequestSchema, req.body, res);
    if (!body) return;
    await answer(res, deps.log, () =>
      deps.provider.calculateRoute(body, {
        traffic: deps.traffic(),
        signal: aborted(res),
        company: tenant(res).companyId,
      }),
    );
  });

  router.post('/api/planner/reachable-areas', async (req, res) => {
    const body = parseOr400(reachableAreasRequestSchema, req.body, res);
    if (!body) return;
    await answer(res, deps.log, () =>
      deps.provider.calculateReachableAreas(body, {
        traffic: deps.traffic(),
        signal: aborted(res),
      }),
    );
  });

  const pois = new Map<number, { at: number; list: Promise<readonly Poi[]> }>();
  const poisOf = (company: number) => {
    const kept = pois.get(company);
    if (kept && Date.now() - kept.at < POI_CACHE_MS) return kept.list;
    const list = deps.poisOf(company);
    pois.set(company, { at: Date.now(), list });
    list.catch(() => pois.delete(company));
    return list;
  };
  router.get('/api/planner/locations', async (req, res) => {
    const query = parseOr400(locationsQuery, req.query, res);
    if (!query) return;
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      const field = query.lat === undefined ? 'lat' : 'lng';
      return void res.status(400).json({
        error: 'invalid_request',
        field,
        message: `${field}: lat and lng go together`,
      });
    }
    const near =
      query.lat !== undefined && query.lng !== undefined
        ? { x: query.lng, y: query.lat }
        : undefined;
    const [list, places] = await Promise.all([poisOf(tenant(res).companyId), deps.places()]);
    res.json({
      data: places.search({
        text: query.text,
        near,
        limit: query.limit,
        language: query.lang,
        pois: list,
      }),
    });
  });

  router.get('/api/geofleet/profiles', (_req, res) => {
    res.json({ data: DEFAULT_VEHICLE_PROFILES });
  });
  return router;
}

/** Aborts the calculation when the client goes away. */
function aborted(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function answer(res: Response, log: Logger, work: () => Promise<unknown>): Promise<void> {
  try {
    res.json(await work());
  } catch (error) {
    if (!(error instanceof RoutingError)) throw error;
    if (error.code === 'provider_unavailable' || error.code === 'bad_provider_answer') {
      log.warn({ err: error }, 'routing engine failed');
      res.status(503).json({ error: error.code, code: error.code, message: error.message });
      return;
    }
    res.status(422).json({
      error: error.code,
      code: error.code,
      message: error.message,
      ...(error.waypointIndex !== undefined ? { waypointIndex: error.waypointIndex } : {}),
    });
  }
}
