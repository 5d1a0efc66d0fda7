import type { RequestHandler, Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Namespace } from 'socket.io';
import { ALL_COMPANIES, companyRoom, type LiveServerToClient } from '@fleetdeck/shared';
import type { FleetHub } from '../live/hub.js';
import { GeofenceService } from './geofenceService.js';
import { MailSender } from './mailSender.js';
import { PoiRepository } from './poiRepository.js';
import { poiRouter } from './poiRouter.js';

export interface PoiModuleDeps {
  pool: pg.Pool;
  hub: FleetHub;
  tenantScope: RequestHandler[];
  /** Only the polling relay evaluates geofences and sends e-mails. */
  isPolling: () => boolean;
  log: Logger;
  smtp: { url: string | undefined; from: string; timeoutMs: number };
}

export interface PoiModule {
  router: Router;
  /** Fed by the live ticks: the geofence engine. */
  follower: GeofenceService;
  /** Where the geofence events go: the `/live` namespace (rooms fan out across relays with Redis). */
  attach(live: Namespace<never, LiveServerToClient>): void;
  close(): Promise<void>;
}

/**
 * Points of interest with live geofence alerts: the REST calls (poiRouter.ts), the engine on the
 * ticks (geofenceService.ts) and the e-mail sender (mailSender.ts). A crossing goes as
 * `poi:geofence` to the stream of the company that owns the POI (which sees the truck: its fences
 * are checked only against the trucks of its stream) and to the every-truck stream `*`; a master
 * company does not get its slaves' POI events, as it does not list their POIs.
 */
export function poiModule(deps: PoiModuleDeps): PoiModule {
  let live: Namespace<never, LiveServerToClient> | undefined;
  const sender = new MailSender({
    pool: deps.pool,
    smtpUrl: deps.smtp.url,
    from: deps.smtp.from,
    timeoutMs: deps.smtp.timeoutMs,
    isPolling: deps.isPolling,
    log: deps.log,
  });
  const service = new GeofenceService({
    pool: deps.pool,
    hub: deps.hub,
    isPolling: deps.isPolling,
    log: deps.log,
    onEvent: (event, company) =>
      live?.to([companyRoom(company), companyRoom(ALL_COMPANIES)]).emit('poi:geofence', event),
    onMail: () => sender.nudge(),
  });
  const router = poiRouter({
    repo: new PoiRepository(deps.pool),
    tenantScope: deps.tenantScope,
    truckIdsOf: (company) => deps.hub.snapshot(company).trucks.map((t) => t.id),
    changed: () => service.nudge(),
  });
  return {
    router,
    follower: service,
    attach: (namespace) => (live = namespace),
    close: async () => {
      service.close();
      await sender.close();
      // Writes in flight finish; one waiting on a database that is away is not waited for long.
      await Promise.race([
        service.settled(),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
    },
  };
}
