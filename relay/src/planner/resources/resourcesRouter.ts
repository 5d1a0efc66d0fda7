import express, { type RequestHandler, type Response, type Router } from 'express';
import type pg from 'pg';
import { canUse, PAGE_SIZES, type AppAbility, type Feature } from '@fleetdeck/shared';
import { sendForbidden } from '../../http/errors.js';
import { tenant } from '../../http/tenancy.js';
import { parseOr400 } from '../../http/validate.js';
import { PoiRepository } from '../../poi/poiRepository.js';
import { poisNear } from './poiResources.js';
import type { ReachableArea, Ring } from './reachableArea.js';
import {
  ResourceProviderError,
  type ResourceContext,
  type ResourceProvider,
} from './resourceProvider.js';
import {
  RESOURCE_KINDS,
  resourceQuerySchema,
  toResourceQuery,
  type ResourceKind,
} from './resourceQuery.js';

export interface ResourcesDeps {
  pool: pg.Pool;
  tenantScope: RequestHandler[];
  provider: ResourceProvider;
  /** Reachable areas of the routing provider; absent, a search by minutes answers 501. */
  reachableArea?: ReachableArea;
}

/** The licence each kind of resource needs (part 2 §6). */
const KIND_FEATURE: Record<ResourceKind, Feature> = {
  stations: 'fuel_stations',
  parkings: 'parkings',
  pois: 'poi',
};

/** The kinds asked for, or by default stations and parkings as far as the licences go. */
function kindsOf(ability: AppAbility, asked: readonly ResourceKind[] | undefined) {
  if (asked)
    return {
      kinds: [...new Set(asked)],
      refused: asked.find((k) => !canUse(ability, KIND_FEATURE[k])),
    };
  const kinds = RESOURCE_KINDS.filter((k) => k !== 'pois' && canUse(ability, KIND_FEATURE[k]));
  return { kinds, refused: undefined };
}

function failed(res: Response, error: unknown): void {
  if (error instanceof ResourceProviderError)
    return void res
      .status(502)
      .json({ error: 'planner_service_unavailable', message: error.message });
  throw error;
}

/**
 * The planner service (part 2 §7) in the relay: `GET /api/planner/service` (fuel stations,
 * parkings and the company's POIs near a point or within reachable minutes, filtered, 10 a page)
 * and the filter dictionaries `GET /api/planner/service/parking/filters` and
 * `/api/planner/service/station/services`. Behind the token and company checks and the planner
 * licence; each kind behind its own (fuel_stations, parkings, poi; fuel_partner_services for the
 * station-services filter).
 */
export function resourcesApi(deps: ResourcesDeps): Router {
  const pois = new PoiRepository(deps.pool);
  const router = express.Router();
  router.use('/api/planner/service', ...deps.tenantScope, (_req, res, next) => {
    if (!canUse(tenant(res).ability, 'planner'))
      return sendForbidden(res, 'The route planner is not part of your licence');
    next();
  });
  const context = (res: Response) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    return { company: tenant(res).companyId, signal: controller.signal };
  };

  // The filter dictionaries, each behind the licence of what it filters.
  const dictionaries = [
    [
      'parking/filters',
      'parkings',
      'Parkings',
      (c: ResourceContext) => deps.provider.parkingFilters(c),
    ],
    [
      'station/services',
      'fuel_partner_services',
      'Station services',
      (c: ResourceContext) => deps.provider.stationServices(c),
    ],
  ] as const;
  for (const [path, feature, what, read] of dictionaries)
    router.get(`/api/planner/service/${path}`, (_req, res, next) => {
      if (!canUse(tenant(res).ability, feature))
        return sendForbidden(res, `${what} are not part of your licence`);
      read(context(res))
        .then((data) => res.json({ data }))
        .catch((error: unknown) => failed(res, error))
        .catch(next);
    });

  router.get('/api/planner/service', (req, res, next) => {
    const input = parseOr400(resourceQuerySchema, req.query, res);
    if (!input) return;
    const { ability, companyId } = tenant(res);
    const { kinds, refused } = kindsOf(ability, input.services);
    if (refused) return sendForbidden(res, `services: ${refused} are not part of your licence`);
    if (input.filters.services.length > 0 && !canUse(ability, 'fuel_partner_services'))
      return sendForbidden(res, 'filters.services: station services are not part of your licence');
    const query = toResourceQuery(input, kinds);
    const ctx = context(res);
    // The area is computed here for what is searched here: sample data and the company's POIs.
    // A corridor search takes the place of the area: no ring to compute.
    const needsRing =
      input.area !== undefined &&
      !input.corridor &&
      (deps.provider.name === 'embedded' || kinds.includes('pois'));
    if (needsRing && !deps.reachableArea)
      return void res.status(501).json({
        error: 'not_available',
        field: 'area',
        message: 'area: searching by reachable minutes needs the routing provider',
      });
    void (async () => {
      let ring: Ring | undefined;
      if (needsRing && input.area !== undefined && deps.reachableArea)
        ring = await deps.reachableArea({ lat: input.lat, lng: input.lng }, input.area, ctx.signal);
      const searched = ring && query.area ? { ...query, area: { ...query.area, ring } } : query;
      const [found, companyPois] = await Promise.all([
        deps.provider.search(searched, ctx),
        kinds.includes('pois') ? pois.list(companyId) : Promise.resolve([]),
      ]);
      const near = kinds.includes('pois') ? poisNear(companyPois, query, ring) : [];
      const start = query.page * PAGE_SIZES.resources;
      res.json({
        data: {
          stations: found.stations,
          parkings: found.parkings,
          ...(kinds.includes('pois')
            ? { pois: near.slice(start, start + PAGE_SIZES.resources) }
            : {}),
        },
        meta: {
          sample: found.sample,
          provider: deps.provider.name,
          page: query.page,
          perPage: PAGE_SIZES.resources,
          items: { ...found.items, ...(kinds.includes('pois') ? { pois: near.length } : {}) },
        },
      });
    })()
      .catch((error: unknown) => failed(res, error))
      .catch(next);
  });
  return router;
}
