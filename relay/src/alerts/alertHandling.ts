import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Namespace } from 'socket.io';
import {
  alertHandlingRequestSchema,
  companyRoom,
  vehicleAlerts,
  type AlertHandlingEvent,
  type LiveServerToClient,
  type Truck,
} from '@fleetdeck/shared';
import { sendValidationError } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { pathId } from '../http/pathId.js';
import { tenant } from '../http/tenancy.js';
import type { FleetHub } from '../live/hub.js';
import type { TickFollower } from '../live/pipeline.js';
import type { AccountsRepository } from '../storage/accounts.js';
import { AlertHandlingRepository } from './alertHandlingRepository.js';

export interface AlertHandlingDeps {
  pool: pg.Pool;
  hub: FleetHub;
  accounts: Pick<AccountsRepository, 'userById'>;
  tenantScope: RequestHandler[];
  /** Only the polling relay clears records (every relay would see the same ticks). */
  isPolling: () => boolean;
  now?: () => number;
  log: Logger;
}

export interface AlertHandlingModule {
  router: Router;
  /** Fed by the live ticks: drops the records of alerts that cleared. */
  follower: TickFollower;
  /** Where the events go: the `/live` namespace (rooms fan out across relays with Redis). */
  attach(live: Namespace<never, LiveServerToClient>): void;
}

/**
 * Alert handling shared live among a company's dispatchers: `GET /api/alerts/handling` (the
 * records of the tenant's trucks), `POST` (acknowledge or resolve a raised alert, with a note),
 * `GET /api/alerts/handling/history/:truckId`; every change is pushed as `alerts:handling` to the
 * streams that see the truck, and a record goes when its alert clears.
 */
export function alertHandling(deps: AlertHandlingDeps): AlertHandlingModule {
  const repo = new AlertHandlingRepository(deps.pool);
  const now = deps.now ?? Date.now;
  let live: Namespace<never, LiveServerToClient> | undefined;
  const emit = (truck: Truck, event: AlertHandlingEvent): void => {
    const rooms = deps.hub.scopesOfTruck(truck.id).map(companyRoom);
    if (live && rooms.length > 0) live.to(rooms).emit('alerts:handling', event);
  };

  const router = express.Router();
  router.use('/api/alerts/handling', ...deps.tenantScope, jsonBody({ limit: '16kb' }));
  router.get('/api/alerts/handling', (_req, res, next) => {
    const { companyId } = tenant(res);
    const ids = deps.hub.snapshot(companyId).trucks.map((t) => t.id);
    repo.ofTrucks(ids).then((records) => res.json({ data: records }), next);
  });
  router.get('/api/alerts/handling/history/:truckId', (req, res, next) => {
    const { companyId } = tenant(res);
    const truckId = pathId(req, res, 'truckId');
    if (truckId === undefined) return;
    if (!deps.hub.sees(companyId, truckId))
      return void res.status(404).json({ error: 'not_found', message: 'No such truck' });
    repo.history(truckId).then((entries) => res.json({ data: entries }), next);
  });
  router.post('/api/alerts/handling', (req, res, next) => {
    const parsed = alertHandlingRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const body = parsed.data;
    const { companyId, user } = tenant(res);
    const truck = deps.hub.truck(body.truck_id);
    if (!truck || !deps.hub.sees(companyId, body.truck_id))
      return void res.status(404).json({ error: 'not_found', message: 'No such truck' });
    if (!vehicleAlerts(truck, now()).some((a) => a.code === body.code))
      return void res.status(409).json({
        error: 'not_raised',
        field: 'code',
        message: `The truck has no ${body.code} alert now: it may have cleared`,
      });
    void (async () => {
      const who = await deps.accounts.userById(user.userId);
      const record = await repo.set({
        truck_id: body.truck_id,
        code: body.code,
        state: body.state,
        by: { id: user.userId, name: who?.display_name ?? who?.username ?? `#${user.userId}` },
        note: body.note ? body.note : null,
        at: now(),
      });
      emit(truck, { records: [record], cleared: [] });
      res.json({ data: record });
    })().catch(next);
  });

  let checking = false;
  let again = false;
  /** Drops every record whose alert is no longer raised (or whose truck went). */
  const check = async (): Promise<void> => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const at = now();
        for (const record of await repo.all()) {
          const truck = deps.hub.truck(record.truck_id);
          const raised = truck && vehicleAlerts(truck, at).some((a) => a.code === record.code);
          if (raised) continue;
          if ((await repo.clear(record.truck_id, record.code, at)) && truck)
            emit(truck, {
              records: [],
              cleared: [{ truck_id: record.truck_id, code: record.code }],
            });
        }
      } while (again);
    } catch (error) {
      deps.log.warn({ err: error }, 'alert handling check failed');
    } finally {
      checking = false;
    }
  };
  const follower: TickFollower = {
    publish: () => {
      if (deps.isPolling()) void check();
    },
    resnapshotAll: () => undefined,
  };
  return { router, follower, attach: (namespace) => (live = namespace) };
}
