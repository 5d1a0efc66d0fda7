import type { RequestHandler, Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { TrafficAlert } from '@fleetdeck/shared';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { PoiRepository } from '../poi/poiRepository.js';
import { createRoutingProvider, type RoutingConfig } from './createRoutingProvider.js';
import { drivingTimeAware, type ParkingProvider } from './drivingTime/index.js';
import { loadBundledLocationSearch } from './places/locationSearch.js';
import { plannerRouter } from './plannerRouter.js';
import type { RoutingProvider } from './routingProvider.js';

export interface PlannerModuleDeps {
  config: RoutingConfig;
  graph: () => RoadGraph;
  pool: pg.Pool;
  tenantScope: RequestHandler[];
  traffic: () => readonly TrafficAlert[];
  log: Logger;
  /** Parkings for the breaks and rests of `includeBreaks`; none by default (route points). */
  parkings?: ParkingProvider;
}

export interface PlannerModule {
  router: Router;
  provider: RoutingProvider;
  close(): Promise<void>;
}

/** The route planner: its routing provider (embedded or `ROUTING_URL`) and its REST calls. */
export function plannerModule(deps: PlannerModuleDeps): PlannerModule {
  const provider = drivingTimeAware(
    createRoutingProvider(deps.config, deps.graph, loadBundledLocationSearch),
    deps.parkings,
  );
  const pois = new PoiRepository(deps.pool);
  deps.log.info(
    {
      provider: provider.name,
      ...(deps.config.ROUTING_URL ? { url: deps.config.ROUTING_URL } : {}),
    },
    'route planner ready',
  );
  return {
    provider,
    router: plannerRouter({
      provider,
      places: loadBundledLocationSearch,
      poisOf: (company) => pois.list(company),
      traffic: deps.traffic,
      tenantScope: deps.tenantScope,
      log: deps.log,
    }),
    close: async () => {
      await provider.close?.();
    },
  };
}
