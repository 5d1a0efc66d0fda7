import { randomUUID } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  UPSTREAM_DRIVER_STATUSES,
  UPSTREAM_HISTORY_MAX_DAYS,
  UPSTREAM_PASSAGE_FIELDS,
  UPSTREAM_STOPS_FIELDS,
  UPSTREAM_TIMELINE_FIELDS,
  upstreamDate,
  upstreamRange,
} from '@fleetdeck/shared';
import type { FleetSimulator } from './fleetSimulator.js';
import { bluetoothDevices, isTrafficAlert, trafficFeatures, truckEvents } from './extras.js';
import {
  activityFeatures,
  averageDistance,
  driverActivities,
  routeFeatures,
  stopFeatures,
  timeline,
  vehiclePassage,
} from './history.js';
import { HistoryTooLarge } from './historyLimits.js';
import { driverPlafond } from './plafond.js';
import type { SimVehicle } from './fleet.js';

const isoDate = upstreamDate(1000);
const id = z.coerce.number().int().min(1);
const company = z.coerce.number().int().min(1).optional();

const historyQuery = upstreamRange(UPSTREAM_HISTORY_MAX_DAYS, 1000).and(z.object({ company }));
const stopsQuery = historyQuery.and(z.object(UPSTREAM_STOPS_FIELDS));
const timelineQuery = historyQuery.and(z.object(UPSTREAM_TIMELINE_FIELDS));
const passageQuery = upstreamRange(1, 1000).and(z.object(UPSTREAM_PASSAGE_FIELDS));
const bbox = z
  .string()
  .transform((s) => s.split(',').map(Number))
  .refine((n) => n.length === 4 && n.every(Number.isFinite), 'must be minLng,minLat,maxLng,maxLat')
  .transform(([minLng, minLat, maxLng, maxLat]) => ({
    minLng: minLng as number,
    minLat: minLat as number,
    maxLng: maxLng as number,
    maxLat: maxLat as number,
  }));
const lockBody = z.object({ output: z.union([z.literal(1), z.literal(2)]), lock: z.boolean() });
const trafficQuery = z.object({ area: bbox.optional() });
const trucksQuery = z.object({ updated_since: z.string().max(200).optional() });
const eventsQuery = z.object({ since: isoDate.optional(), update: z.string().optional() });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const plafondsQuery = z.object({ driving: flag.optional(), update: flag.optional() });
const plafondQuery = z.object({
  translation_language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must look like it-IT')
    .optional(),
  infringement_nation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter country code')
    .optional(),
  timezone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone')
    .optional(),
});

class BadParameter extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, name = 'query'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || name;
  throw new BadParameter(field, `${field}: ${issue?.message ?? 'invalid'}`);
}

/**
 * The upstream calls of spec section 7 (both documents), served from the simulator. Bad
 * parameters answer 400 with the parameter's name; unknown vehicles and drivers answer 404.
 * History is read only from the retention to now (a range past now is cut there, not simulated),
 * and a request that would simulate more than its budget answers 503 in words.
 */
export function simulatorApp(sim: FleetSimulator, seed: number): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');

  const companyHeader = (req: Request): number | undefined => {
    const raw = req.header('x-company') ?? (req.query.company as string | undefined);
    return raw === undefined ? undefined : parse(id, raw, 'company');
  };
  const vehicleFor = (req: Request, scope: number | undefined): SimVehicle => {
    const vid = parse(id, req.params.id, 'id');
    const v = sim.vehicle(vid);
    const visible = scope === undefined ? null : sim.companyScope(scope);
    if (!v || (visible && !visible.has(v.company) && !visible.has(v.secondaryCompany ?? -1))) {
      throw new NotFound(`vehicle ${vid}`);
    }
    return v;
  };

  // `updated_since` cursors name this process, so a cursor from before a restart (whose revisions
  // meant another run) gets the whole list instead of a wrong subset.
  const instance = randomUUID().slice(0, 8);
  app.get('/trucks', (req, res) => {
    const company = companyHeader(req);
    const { updated_since: since } = parse(trucksQuery, req.query);
    const cursor = `${instance}.${sim.revision}`;
    const match = since === undefined ? null : /^([0-9a-f]{8})\.(\d+)$/.exec(since);
    const rev = match?.[1] === instance ? Number(match[2]) : NaN;
    if (rev <= sim.revision) {
      res.json({ data: sim.listChanged(rev, company), cursor, partial: true });
      return;
    }
    // No cursor, or one this process did not hand out: the whole list, and a cursor to go on from.
    res.json({ data: sim.list(company), cursor });
  });
  // The vehicle lock panel's command: sets digital output 1 or 2 of the tracker.
  app.post('/trucks/:id/lock', express.json({ limit: '4kb' }), (req, res) => {
    const v = vehicleFor(req, companyHeader(req));
    const body = parse(lockBody, req.body, 'body');
    if (!sim.setOutput(v, body.output, body.lock)) {
      res.status(409).json({ error: 'output_disabled', message: `output ${body.output} disabled` });
      return;
    }
    res.json({ data: { id: v.id, output: body.output, lock: body.lock } });
  });
  app.get('/companies', (_req, res) => {
    res.json({
      data: {
        permissions: sim.companies.map((c) => ({ id: c.id, business_name: c.business_name })),
        company: { id: 1, business_name: sim.companies[0]?.business_name ?? '' },
        master_slave: [
          { master: 1, slaves: sim.companies.filter((c) => c.master === 1).map((c) => c.id) },
        ],
      },
    });
  });
  app.get('/drivers/status', (_req, res) => {
    res.json({ data: UPSTREAM_DRIVER_STATUSES });
  });
  app.get('/geofleet/drivers', (req, res) => {
    const scope = companyHeader(req);
    const visible = scope === undefined ? null : sim.companyScope(scope);
    const drivers = sim.fleet.drivers
      .filter((d) => !visible || visible.has(d.company))
      .map((d) => ({ ...d, state: { id: 0 } }));
    res.json({ data: drivers });
  });
  app.get('/drivers/:id/activities', (req, res) => {
    const driverId = parse(id, req.params.id, 'id');
    const q = parse(upstreamRange(UPSTREAM_HISTORY_MAX_DAYS, 1000), req.query);
    const driver = sim.fleet.drivers.find((d) => d.id === driverId);
    const v = driver ? sim.vehicle(driver.vehicleId) : undefined;
    if (!driver || !v) throw new NotFound(`driver ${driverId}`);
    // A co-driver on the move records availability while the other one drives.
    const rows = driverActivities(sim, v, q.start_date, q.end_date).map((r) =>
      driver.position === 2 && r.activity === 3 ? { ...r, activity: 1 } : r,
    );
    res.json({ data: rows });
  });
  app.get('/drivers/plafond', (req, res) => {
    const q = parse(plafondsQuery, req.query);
    const scope = companyHeader(req);
    const visible = scope === undefined ? null : sim.companyScope(scope);
    const data: Record<string, ReturnType<typeof driverPlafond>> = {};
    for (const d of sim.fleet.drivers) {
      if (visible && !visible.has(d.company)) continue;
      const plafond = driverPlafond(sim, d);
      if (q.driving && plafond.plafond.detectionState !== 'DRIVE') continue;
      data[String(d.id)] = plafond;
    }
    res.json({ data });
  });
  app.get('/drivers/:id/plafond', (req, res) => {
    const driverId = parse(id, req.params.id, 'id');
    parse(plafondQuery, req.query);
    const driver = sim.fleet.drivers.find((d) => d.id === driverId);
    if (!driver) throw new NotFound(`driver ${driverId}`);
    res.json({ data: driverPlafond(sim, driver) });
  });
  app.get('/geofleet/trucks/:id/route.json', (req, res) => {
    const q = parse(historyQuery, req.query);
    res.json(routeFeatures(sim, vehicleFor(req, q.company), q.start_date, q.end_date));
  });
  app.get('/geofleet/trucks/:id/stops.json', (req, res) => {
    const q = parse(stopsQuery, req.query);
    const v = vehicleFor(req, q.company);
    res.json(stopFeatures(sim, v, q.start_date, q.end_date, q.timespan * 60));
  });
  app.get('/geofleet/trucks/:id/activities.json', (req, res) => {
    const q = parse(historyQuery, req.query);
    res.json(activityFeatures(sim, vehicleFor(req, q.company), q.start_date, q.end_date));
  });
  app.get('/geofleet/trucks/:id/timeline', (req, res) => {
    const q = parse(timelineQuery, req.query);
    const include = [q.include ?? []].flat();
    const items = timeline(
      sim,
      vehicleFor(req, q.company),
      q.start_date,
      q.end_date,
      q.timespan * 60,
      q.type,
      include.includes('driver') || include.includes('driver[]'),
    );
    res.json({ data: items });
  });
  app.get('/geofleet/trucks/:id/average', (req, res) => {
    res.json({ data: averageDistance(sim, vehicleFor(req, companyHeader(req))) });
  });
  app.get('/geofleet/vehiclepassage', (req, res) => {
    const q = parse(passageQuery, req.query);
    res.json({
      data: vehiclePassage(sim, q.lat, q.lon, q.radius * 1000, q.start_date, q.end_date),
    });
  });
  app.get('/geofleet/bluetooth_accessories', (_req, res) => {
    res.json({ data: bluetoothDevices(sim) });
  });
  app.get('/traffic/events', (req, res) => {
    const q = parse(trafficQuery, req.query);
    const features = trafficFeatures(sim.graph, seed, sim.now / 1000, q.area);
    res.json({ type: 'FeatureCollection', features });
  });
  app.get('/traffic/alerts', (req, res) => {
    const q = parse(trafficQuery, req.query);
    const features = trafficFeatures(sim.graph, seed, sim.now / 1000, q.area).filter(
      isTrafficAlert,
    );
    res.json({ type: 'FeatureCollection', features });
  });
  app.get('/trucks/events', (req, res) => {
    const q = parse(eventsQuery, req.query);
    const now = sim.now / 1000;
    res.json({ data: truckEvents(sim, Math.max(q.since ?? now - 3600, now - 86_400), now) });
  });

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: 'not_found', message: `no route ${req.method} ${req.path}` });
  });
  app.use((error: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    if (error instanceof BadParameter) {
      res
        .status(400)
        .json({ error: 'invalid_parameter', field: error.field, message: error.message });
    } else if (error instanceof NotFound) {
      res.status(404).json({ error: 'not_found', message: error.message });
    } else if (error instanceof HistoryTooLarge) {
      res.status(503).json({ error: 'overloaded', message: error.message });
    } else next(error);
  });
  return app;
}

class NotFound extends Error {}
