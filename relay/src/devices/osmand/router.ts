import express, { type Request, type Response, type Router } from 'express';
import {
  OsmandFieldError,
  parseOsmandFields,
  parseOsmandJson,
  type OsmandPosition,
} from '@fleetdeck/shared';
import { jsonBody } from '../../http/jsonBody.js';
import type { DeviceRecordStore, DeviceRegistry } from '../contracts.js';
import type { IngestLog } from '../ingestLog.js';

/** Bound of an OsmAnd body (a position is ~300 bytes of JSON). */
export const OSMAND_BODY_LIMIT = '16kb';

/** What `osmandRouter` takes. */
export interface OsmandRouterOptions {
  registry: DeviceRegistry;
  store: DeviceRecordStore;
  log: IngestLog;
  /** Receive time for positions without a timestamp (tests pin it). */
  now?: () => number;
}

/** Counters of the OsmAnd endpoint (docs/devices.md, "Metrics"). */
export interface OsmandMetrics {
  stored: number;
  badRequests: number;
  unknownDevices: number;
  storeFailures: number;
}

/** The router, its counters attached. */
export type OsmandEndpoint = Router & { metrics: OsmandMetrics };

/**
 * The OsmAnd endpoint of Traccar Client (mount it at `/osmand`): GET or POST, fields in the query,
 * an urlencoded form or the newer client's JSON body. 200 once the record is stored, 400 naming the
 * bad field, 403 for a device no company bound (reported to the registry), 503 if storing failed.
 */
export function osmandRouter(options: OsmandRouterOptions): OsmandEndpoint {
  const { registry, store, log } = options;
  const now = options.now ?? Date.now;
  const metrics: OsmandMetrics = { stored: 0, badRequests: 0, unknownDevices: 0, storeFailures: 0 };
  const router = express.Router();
  const form = express.urlencoded({
    extended: false,
    limit: OSMAND_BODY_LIMIT,
    parameterLimit: 50,
  });

  const positionOf = (req: Request): OsmandPosition => {
    const body: unknown = req.body;
    if (req.is('application/json')) return parseOsmandJson(body, now());
    const fields = { ...(req.query as Record<string, unknown>) };
    if (typeof body === 'object' && body !== null) Object.assign(fields, body);
    return parseOsmandFields(fields, now());
  };

  const handle = async (req: Request, res: Response): Promise<void> => {
    let position: OsmandPosition;
    try {
      position = positionOf(req);
    } catch (error) {
      if (!(error instanceof OsmandFieldError)) throw error;
      metrics.badRequests += 1;
      res
        .status(400)
        .json({ error: 'invalid_request', field: error.field, message: error.message });
      return;
    }
    const binding = await registry.lookup('osmand', position.deviceId);
    const remote = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    if (binding === undefined) {
      metrics.unknownDevices += 1;
      log.warn({ remote, deviceId: position.deviceId }, 'osmand: unknown device refused');
      Promise.resolve()
        .then(() => registry.reportUnknown('osmand', position.deviceId, remote))
        .catch((error: unknown) => {
          log.error(
            { deviceId: position.deviceId, error: String(error) },
            'osmand: reporting an unknown device failed',
          );
        });
      res.status(403).json({
        error: 'forbidden',
        message: `device ${position.deviceId} is not bound to a truck`,
      });
      return;
    }
    try {
      await store.append([
        {
          ...position.reading,
          deviceId: binding.deviceId,
          companyId: binding.companyId,
          truckId: binding.truckId,
        },
      ]);
    } catch (error) {
      metrics.storeFailures += 1;
      log.error(
        { deviceId: binding.deviceId, error: String(error) },
        'osmand: storing a position failed',
      );
      res
        .status(503)
        .json({ error: 'unavailable', message: 'the position could not be stored, send it again' });
      return;
    }
    metrics.stored += 1;
    res.status(200).end();
  };

  const route = (req: Request, res: Response): void => {
    handle(req, res).catch((error: unknown) => {
      log.error({ error: String(error) }, 'osmand: request failed');
      if (!res.headersSent) res.status(503).json({ error: 'unavailable', message: 'try again' });
    });
  };
  router.get('/', route);
  router.post('/', jsonBody({ limit: OSMAND_BODY_LIMIT }), form, route);
  router.use((error: unknown, _req: Request, res: Response, next: (error?: unknown) => void) => {
    const { status, type } = (error ?? {}) as Record<string, unknown>;
    if (typeof type === 'string' && (status === 413 || status === 400)) {
      metrics.badRequests += 1;
      res.status(status).json({
        error: 'invalid_request',
        field: 'body',
        message: status === 413 ? 'body: too large' : 'body: not a valid form',
      });
      return;
    }
    next(error);
  });
  return Object.assign(router, { metrics });
}
