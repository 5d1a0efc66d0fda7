import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  UPSTREAM_DRIVER_STATUSES,
  UPSTREAM_HISTORY_MAX_DAYS,
  UPSTREAM_PASSAGE_FIELDS,
  UPSTREAM_STOPS_FIELDS,
  UPSTREAM_TIMELINE_FIELDS,
  upstreamRange,
} from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import type { DeviceFleet, DeviceTruck } from '../contracts.js';
import {
  activitiesAnswer,
  driverActivitiesAnswer,
  routeAnswer,
  stopsAnswer,
  timelineAnswer,
} from './answers.js';
import { DevicePlafonds } from './plafonds.js';
import {
  driverPeriodsOf,
  HistoryTooLarge,
  lastpointsOf,
  positionsNear,
  positionsOf,
  slotPeriodsOf,
} from './queries.js';
import { truckOf } from './trucksAnswer.js';

/** Rows one answer reads at most: past them the call answers 503 "ask for a shorter range". */
export const DEVICE_HISTORY_LIMITS: Readonly<
  Record<'positions' | 'periods' | 'passagePositions', number>
> = {
  positions: 150_000,
  periods: 20_000,
  passagePositions: 200_000,
};

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const historyQuery = upstreamRange(UPSTREAM_HISTORY_MAX_DAYS, 1);
const stopsQuery = historyQuery.and(z.object(UPSTREAM_STOPS_FIELDS));
const timelineQuery = historyQuery.and(z.object(UPSTREAM_TIMELINE_FIELDS));
const passageQuery = upstreamRange(1, 1).and(z.object(UPSTREAM_PASSAGE_FIELDS));
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const plafondsQuery = z.object({ driving: flag.optional() });

class BadParameter extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
class NotFound extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown, name = 'query'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || name;
  throw new BadParameter(field, `${field}: ${issue?.message ?? 'invalid'}`);
}

export interface DeviceUpstreamOptions {
  pool: pg.Pool;
  fleet: DeviceFleet;
  log: Logger;
  now?: () => number;
  /** Rows an answer reads at most (`DEVICE_HISTORY_LIMITS` unless given). */
  limits?: Partial<Record<keyof typeof DEVICE_HISTORY_LIMITS, number>>;
}

type Handler = (req: Request, res: Response) => Promise<void>;

/**
 * The upstream API of the spec (part 1 and 2, section 7) answered from the devices' own history:
 * the same paths and shapes as the simulator (sim/src/api.ts), so the relay's routers and live path
 * take a device-fed fleet like any upstream. Trucks come from the `DeviceFleet`, last points from
 * `device_lastpoints`, history from `device_positions` and `driver_activity_changes`. Ranges are
 * checked as the simulator checks them (400 naming the parameter) and cut at now; every read is
 * capped, and a range holding more rows answers 503 in words. A call naming a company
 * (`X-Company` or `company`) sees that company's trucks and its slaves' (the accounts store's
 * `companies.master_id`); a truck outside them answers 404 like an unknown one.
 */
export function deviceUpstreamApp(options: DeviceUpstreamOptions): Express {
  const { pool, fleet } = options;
  const now = options.now ?? Date.now;
  const limits = { ...DEVICE_HISTORY_LIMITS, ...options.limits };
  const plafonds = new DevicePlafonds(pool, now);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');

  const get = (path: string, handler: Handler): void => {
    app.get(path, (req, res, next) => {
      handler(req, res).catch(next);
    });
  };
  const companyOf = (req: Request): number | undefined => {
    const raw = req.header('x-company') ?? (req.query['company'] as string | undefined);
    return raw === undefined ? undefined : parse(idSchema, raw, 'company');
  };
  const trucksOf = async (company: number | undefined): Promise<readonly DeviceTruck[]> => {
    const all = await fleet.trucks();
    if (company === undefined) return all;
    const visible = await companyScope(pool, company);
    return all.filter((t) => visible.has(t.companyId));
  };
  /** The truck of `:id`, when the company asking (if named) sees it: else 404 as unknown. */
  const truckFor = async (req: Request): Promise<DeviceTruck> => {
    const id = parse(idSchema, req.params['id'], 'id');
    const truck = (await trucksOf(companyOf(req))).find((t) => t.truckId === id);
    if (!truck) throw new NotFound(`vehicle ${id}`);
    return truck;
  };
  /** The range cut at now; an empty one when it starts after now. */
  const cut = (q: { start_date: number; end_date: number }): [number, number] => {
    const to = Math.min(q.end_date, now());
    return [q.start_date, Math.max(q.start_date, to)];
  };

  get('/trucks', async (req, res) => {
    const trucks = await trucksOf(companyOf(req));
    const rows = await lastpointsOf(
      pool,
      trucks.map((t) => t.truckId),
    );
    res.json({ data: trucks.map((t) => truckOf(t, rows.get(t.truckId))) });
  });
  app.post('/trucks/:id/lock', (req, res, next) => {
    truckFor(req)
      .then(() => {
        res.status(409).json({
          error: 'output_disabled',
          message: 'a device-fed truck takes no output commands through FleetDeck',
        });
      })
      .catch(next);
  });
  get('/companies', async (_req, res) => {
    const ids = [...new Set((await fleet.trucks()).map((t) => t.companyId))].sort((a, b) => a - b);
    res.json({
      data: {
        permissions: ids.map((id) => ({ id, business_name: `Company ${id}` })),
        company: { id: ids[0] ?? 1, business_name: `Company ${ids[0] ?? 1}` },
        master_slave: [],
      },
    });
  });
  app.get('/drivers/status', (_req, res) => {
    res.json({ data: UPSTREAM_DRIVER_STATUSES });
  });
  get('/geofleet/drivers', async (req, res) => {
    const trucks = await trucksOf(companyOf(req));
    res.json({ data: await plafonds.drivers(trucks) });
  });
  get('/drivers/plafond', async (req, res) => {
    const q = parse(plafondsQuery, req.query);
    const all = await plafonds.all(await trucksOf(companyOf(req)), q.driving === true);
    const data: Record<string, unknown> = {};
    for (const [id, plafond] of Object.entries(all)) {
      if (!q.driving || plafond.plafond.detectionState === 'DRIVE') data[id] = plafond;
    }
    res.json({ data });
  });
  get('/drivers/:id/plafond', async (req, res) => {
    const id = parse(idSchema, req.params['id'], 'id');
    const plafond = await plafonds.one(await trucksOf(companyOf(req)), id);
    if (!plafond) throw new NotFound(`driver ${id}`);
    res.json({ data: plafond });
  });
  get('/drivers/:id/activities', async (req, res) => {
    const id = parse(idSchema, req.params['id'], 'id');
    const [from, to] = cut(parse(historyQuery, req.query));
    const company = companyOf(req);
    const scope = company === undefined ? undefined : [...(await companyScope(pool, company))];
    const periods = await driverPeriodsOf(pool, [id], from, to, limits.periods, scope);
    res.json({ data: driverActivitiesAnswer(periods.get(id) ?? []) });
  });

  get('/geofleet/trucks/:id/route.json', async (req, res) => {
    const truck = await truckFor(req);
    const [from, to] = cut(parse(historyQuery, req.query));
    res.json(routeAnswer(await positionsOf(pool, truck.truckId, from, to, limits.positions)));
  });
  get('/geofleet/trucks/:id/stops.json', async (req, res) => {
    const truck = await truckFor(req);
    const q = parse(stopsQuery, req.query);
    const [from, to] = cut(q);
    const rows = await positionsOf(pool, truck.truckId, from, to, limits.positions);
    res.json(stopsAnswer(rows, q.timespan * 60));
  });
  get('/geofleet/trucks/:id/activities.json', async (req, res) => {
    const truck = await truckFor(req);
    const [from, to] = cut(parse(historyQuery, req.query));
    const periods = await slotPeriodsOf(pool, truck.truckId, 1, from, to, limits.periods);
    const rows = await positionsOf(pool, truck.truckId, from, to, limits.positions);
    res.json(activitiesAnswer(periods, rows));
  });
  get('/geofleet/trucks/:id/timeline', async (req, res) => {
    const truck = await truckFor(req);
    const q = parse(timelineQuery, req.query);
    const [from, to] = cut(q);
    const include = [q.include ?? []].flat();
    const rows = await positionsOf(pool, truck.truckId, from, to, limits.positions);
    const periods = await slotPeriodsOf(pool, truck.truckId, 1, from, to, limits.periods);
    const withDriver = include.includes('driver') || include.includes('driver[]');
    res.json({ data: timelineAnswer(rows, periods, q.timespan * 60, q.type, withDriver) });
  });
  get('/geofleet/trucks/:id/average', async (req, res) => {
    const truck = await truckFor(req);
    const to = now();
    const rows = await positionsOf(
      pool,
      truck.truckId,
      to - UPSTREAM_HISTORY_MAX_DAYS * 86_400_000,
      to,
      limits.positions,
    );
    const km = rows.length < 2 ? 0 : odometerKm(rows[0], rows[rows.length - 1]);
    const days = UPSTREAM_HISTORY_MAX_DAYS;
    res.json({ data: { distance: round2(km / days), gps_distance: round2(km / days) } });
  });
  get('/geofleet/vehiclepassage', async (req, res) => {
    const q = parse(passageQuery, req.query);
    const [from, to] = cut(q);
    const radiusM = q.radius * 1000;
    const dLat = radiusM / 111_320;
    const dLng = radiusM / (111_320 * Math.max(0.01, Math.cos((q.lat * Math.PI) / 180)));
    const box = {
      minLat: q.lat - dLat,
      maxLat: q.lat + dLat,
      minLng: q.lon - dLng,
      maxLng: q.lon + dLng,
    };
    const near = await positionsNear(pool, box, from, to, limits.passagePositions);
    const plates = new Map((await fleet.trucks()).map((t) => [t.truckId, t.plate]));
    const byTruck = new Map<number, { timestamp: string }[]>();
    for (const p of near) {
      if (!plates.has(p.truck_id) || distanceM(q.lat, q.lon, p.lat, p.lng) > radiusM) continue;
      let events = byTruck.get(p.truck_id);
      if (!events) byTruck.set(p.truck_id, (events = []));
      events.push({ timestamp: new Date(p.t).toISOString() });
    }
    res.json({
      data: [...byTruck].map(([id, events]) => ({ id, plate: plates.get(id) ?? '', events })),
    });
  });
  app.get('/geofleet/bluetooth_accessories', (_req, res) => {
    res.json({ data: [] });
  });
  app.get('/trucks/events', (_req, res) => {
    res.json({ data: [] });
  });
  app.get('/traffic/events', (_req, res) => {
    res.json({ type: 'FeatureCollection', features: [] });
  });
  app.get('/traffic/alerts', (_req, res) => {
    res.json({ type: 'FeatureCollection', features: [] });
  });

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: 'not_found', message: `no route ${req.method} ${req.path}` });
  });
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof BadParameter) {
      res
        .status(400)
        .json({ error: 'invalid_parameter', field: error.field, message: error.message });
    } else if (error instanceof NotFound) {
      res.status(404).json({ error: 'not_found', message: error.message });
    } else if (error instanceof HistoryTooLarge) {
      res.status(503).json({ error: 'overloaded', message: error.message });
    } else {
      options.log.error({ err: error }, 'device upstream call failed');
      if (res.headersSent) return next(error);
      res.status(500).json({ error: 'internal', message: 'reading the device history failed' });
    }
  });
  return app;
}

/**
 * The companies a company sees: itself and its slaves (`companies.master_id` of the accounts
 * store), as the simulator's `companyScope` answers for its fleet.
 */
async function companyScope(pool: pg.Pool, company: number): Promise<Set<number>> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM companies WHERE master_id = $1',
    [company],
  );
  return new Set([company, ...rows.map((r) => r.id)]);
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

function odometerKm(
  first: { odometer_m: number | null } | undefined,
  last: { odometer_m: number | null } | undefined,
): number {
  if (first?.odometer_m == null || last?.odometer_m == null) return 0;
  return Math.max(0, last.odometer_m - first.odometer_m) / 1000;
}

/** A running device upstream: its base URL (no trailing slash) and how to stop it. */
export interface RunningDeviceUpstream {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `deviceUpstreamApp` on 127.0.0.1 at a free port, as the embedded simulator is served:
 * the relay's `UPSTREAM_URL` in devices mode is its `url`.
 */
export async function startDeviceUpstream(
  options: DeviceUpstreamOptions,
): Promise<RunningDeviceUpstream> {
  const server = createServer(deviceUpstreamApp(options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
