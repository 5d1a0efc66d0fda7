import express, { type RequestHandler, type Response, type Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { sendForbidden } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { tenant } from '../../http/tenancy.js';
import { parseOr400 } from '../../http/validate.js';
import type { FleetHub } from '../../live/hub.js';
import { deviceInputSchema, devicePathSchema, type DeviceInput } from './deviceIds.js';
import { PgDeviceRegistry, type DeviceRow, type DeviceWriteError } from './deviceRegistry.js';

/** What the device calls need from the relay. */
export interface DevicesDeps {
  /** The database: its one registry is `PgDeviceRegistry.for(pool)`. */
  pool: pg.Pool;
  /** The live fleet: an existing truck is one the company's stream sees. */
  hub: Pick<FleetHub, 'sees' | 'truck'>;
  tenantScope: RequestHandler[];
  /** The user's `admin.helpdesk`: only helpdesk staff see where an unknown device connected from. */
  isHelpdesk(userId: number): Promise<boolean>;
}

const notFound = (res: Response, what: string): void =>
  void res.status(404).json({ error: 'not_found', message: `No such ${what}` });

const badField = (res: Response, field: string, message: string): void =>
  void res.status(400).json({ error: 'invalid_request', field, message: `${field}: ${message}` });

/** What a refused bind answers. */
function refused(res: Response, why: DeviceWriteError): void {
  if (why === 'truck_elsewhere')
    return badField(res, 'truck_id', "not one of the company's trucks");
  const where = why === 'bound_here' ? 'to a truck of this company' : 'to another company';
  res.status(409).json({
    error: 'conflict',
    field: 'device_id',
    message: `device_id: the device is bound ${where}`,
  });
}

/** `POST /api/devices/unknown/:protocol/:deviceId/bind`: the truck to bind the listed device to. */
const bindBodySchema = z
  .object({
    plate: z.string().optional(),
    truck_id: z.number().optional(),
    label: z.string().optional(),
  })
  .strict();

/**
 * The device registry's calls (issue 49), behind the token and company checks:
 * `GET /api/devices` (the company's devices, any member), and for those who manage the company
 * (`manage CompanyConfig` and `manage Device`): `POST /api/devices` (bind a device id to a new
 * truck with a plate or to one of the company's trucks), `DELETE /api/devices/:protocol/:deviceId`,
 * `GET /api/devices/unknown` (refused devices) and `POST /api/devices/unknown/:protocol/:deviceId/bind`.
 * An unknown device belongs to no company: every company's administrators see the list (so they
 * can bind the tracker they just installed), but the address it connected from, which may be any
 * company's or a stranger's, only helpdesk staff (`admin.helpdesk`); for the others it is left out.
 */
export function devicesApi(deps: DevicesDeps): Router {
  const { hub } = deps;
  const registry = PgDeviceRegistry.for(deps.pool);
  const admin: RequestHandler = (req, res, next) => {
    const { ability } = tenant(res);
    const reading = req.method === 'GET' && !req.path.startsWith('/unknown');
    if (
      !reading &&
      (ability.cannot('manage', 'CompanyConfig') || ability.cannot('manage', 'Device'))
    )
      return sendForbidden(res, 'Only those who manage the company may handle its devices');
    next();
  };

  /** Binds after the checks every bind shares: the truck must be the company's. */
  const bind = async (res: Response, input: DeviceInput): Promise<void> => {
    const { companyId } = tenant(res);
    let plate = input.plate;
    if (input.truck_id !== undefined) {
      const stored = await registry.truckOf(companyId, input.truck_id);
      const live = hub.sees(companyId, input.truck_id) ? hub.truck(input.truck_id) : undefined;
      plate = stored?.plate ?? live?.plate;
      if (plate === undefined) return badField(res, 'truck_id', "not one of the company's trucks");
    }
    const row = await registry.add(companyId, {
      deviceId: input.device_id,
      protocol: input.protocol,
      plate: plate ?? '',
      ...(input.truck_id !== undefined ? { truckId: input.truck_id } : {}),
      ...(input.label ? { label: input.label } : {}),
    });
    if (typeof row === 'string') return refused(res, row);
    res.status(201).json({ data: row satisfies DeviceRow });
  };

  const router = express.Router();
  router.use('/api/devices', ...deps.tenantScope, admin, jsonBody({ limit: '8kb' }));

  router.get('/api/devices', (_req, res, next) => {
    registry.list(tenant(res).companyId).then((data) => res.json({ data }), next);
  });
  router.post('/api/devices', (req, res, next) => {
    const body = parseOr400(deviceInputSchema, req.body, res);
    if (!body) return;
    bind(res, body).catch(next);
  });
  router.delete('/api/devices/:protocol/:deviceId', (req, res, next) => {
    const path = parseOr400(devicePathSchema, req.params, res);
    if (!path) return;
    registry.remove(tenant(res).companyId, path.protocol, path.deviceId).then((done) => {
      if (!done) return notFound(res, 'device of the company');
      res.status(204).end();
    }, next);
  });
  router.get('/api/devices/unknown', (_req, res, next) => {
    const { user } = tenant(res);
    Promise.all([registry.unknown(), user.wall ? false : deps.isHelpdesk(user.userId)]).then(
      ([rows, helpdesk]) =>
        res.json({ data: helpdesk ? rows : rows.map(({ remote: _remote, ...row }) => row) }),
      next,
    );
  });
  router.post('/api/devices/unknown/:protocol/:deviceId/bind', (req, res, next) => {
    const path = parseOr400(devicePathSchema, req.params, res);
    if (!path) return;
    const extra = parseOr400(bindBodySchema, req.body ?? {}, res);
    if (!extra) return;
    const body = parseOr400(
      deviceInputSchema,
      { ...extra, device_id: path.deviceId, protocol: path.protocol },
      res,
    );
    if (!body) return;
    void (async () => {
      if (!(await registry.isUnknown(body.protocol, body.device_id)))
        return notFound(res, 'unknown device');
      await bind(res, body);
    })().catch(next);
  });
  return router;
}
