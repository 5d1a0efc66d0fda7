import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activityFeatureSchema,
  bluetoothDeviceSchema,
  companiesResponseSchema,
  driverActivityPeriodSchema,
  driverPlafondSchema,
  driverSchema,
  driversPlafondResponseSchema,
  driverStatusesResponseSchema,
  featureCollectionSchema,
  routeFeatureSchema,
  stopFeatureSchema,
  timelineItemSchema,
  trafficAlertSchema,
  trafficEventSchema,
  truckEventSchema,
  trucksResponseSchema,
  vehiclePassageResponseSchema,
} from '@fleetdeck/shared';
import { startSimulatorServer, type SimulatorServer } from './simulatorServer.js';

const START = Date.parse('2026-11-18T09:00:00Z');
const iso = (ms: number): string => new Date(ms).toISOString();

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const features = <T extends z.ZodType>(feature: T) => featureCollectionSchema(feature);

describe('simulator upstream API', () => {
  let server: SimulatorServer;
  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: await res.json() };
  };
  const now = (): number => server.simulator.now;
  const window = (hours: number): string =>
    `start_date=${iso(now() - hours * 3_600_000)}&end_date=${iso(now())}`;

  beforeAll(async () => {
    server = await startSimulatorServer({
      trucks: 300,
      seed: 9,
      tickMs: 0,
      startMs: START,
      historyHours: 72,
    });
    server.simulator.step(60);
  });
  afterAll(() => server.close());

  it('lists trucks, per company when asked, in the upstream shape', async () => {
    const all = trucksResponseSchema.parse((await get('/trucks')).body).data;
    expect(all).toHaveLength(300);
    const res = await fetch(`${server.url}/trucks`, { headers: { 'x-company': '4' } });
    const own = (await res.json()) as { data: { details: { company: number } }[] };
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((t) => t.details.company === 4)).toBe(true);
  });

  it('answers updated_since with exactly the trucks that changed since that cursor', async () => {
    const cursorAnswer = trucksResponseSchema.extend({
      cursor: z.string(),
      partial: z.literal(true).optional(),
    });
    const first = cursorAnswer.parse((await get('/trucks')).body);
    expect(first.partial).toBeUndefined();
    server.simulator.step(30);
    const changes = cursorAnswer.parse(
      (await get(`/trucks?updated_since=${encodeURIComponent(first.cursor)}`)).body,
    );
    expect(changes.partial).toBe(true);
    expect(changes.cursor).not.toBe(first.cursor);
    const now = trucksResponseSchema.parse((await get('/trucks')).body).data;
    // Some but not all trucks reported in 30 s; the first list patched with them is the list now.
    expect(changes.data.length).toBeGreaterThan(0);
    expect(changes.data.length).toBeLessThan(now.length);
    const patched = new Map(first.data.map((t) => [t.id, t]));
    for (const truck of changes.data) patched.set(truck.id, truck);
    expect([...patched.values()]).toEqual(now);
    // Nothing changes without a step; a cursor this process did not hand out gets the whole list.
    const quiet = cursorAnswer.parse((await get(`/trucks?updated_since=${changes.cursor}`)).body);
    expect(quiet.data).toEqual([]);
    const unknown = cursorAnswer.parse((await get('/trucks?updated_since=0badc0de.3')).body);
    expect(unknown.partial).toBeUndefined();
    expect(unknown.data).toHaveLength(now.length);
  });

  it('serves companies with a master and its slaves', async () => {
    const body = companiesResponseSchema.parse((await get('/companies')).body);
    expect(body.data.permissions).toHaveLength(4);
    expect(body.data.master_slave).toEqual([{ master: 1, slaves: [2, 3] }]);
  });

  it('serves driver statuses, drivers and a driver’s activities', async () => {
    const statuses = driverStatusesResponseSchema.parse((await get('/drivers/status')).body);
    expect(statuses.data.map((s) => s.DESCRIZIONE)).toEqual([
      'none',
      'load',
      'unload',
      'trailer_hook',
      'trailer_unhook',
      'refueling',
    ]);
    const drivers = list(driverSchema).parse((await get('/geofleet/drivers')).body).data;
    expect(drivers.length).toBeGreaterThan(100);
    // Cards are real: ids above 1, a card number each.
    expect(drivers.every((d) => d.id > 1 && Boolean(d.card))).toBe(true);
    const seen = new Set<number>();
    for (const d of drivers.slice(0, 20)) {
      const acts = list(driverActivityPeriodSchema).parse(
        (await get(`/drivers/${d.id}/activities?${window(48)}`)).body,
      ).data;
      for (const a of acts) seen.add(a.activity);
      expect(acts.reduce((s, a) => s + a.duration, 0)).toBeLessThanOrEqual(48 * 3600);
    }
    // Rest, availability (waiting at the gate), work and driving all occur.
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('serves driver plafonds computed by the shared 561 engine', async () => {
    const one = z
      .object({ data: driverPlafondSchema })
      .parse(
        (
          await get(
            '/drivers/2/plafond?translation_language=it-IT&infringement_nation=ITA&timezone=UTC',
          )
        ).body,
      );
    expect(one.data.plafond.dailyPlafondDrive).toBeLessThanOrEqual(10 * 3600);
    const driving = driversPlafondResponseSchema.parse(
      (await get('/drivers/plafond?driving=true')).body,
    ).data;
    const states = Object.values(driving).map((p) => p.plafond.detectionState);
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['DRIVE']));
  });

  it('serves a truck’s route, stops, activities, timeline and average', async () => {
    const truck = server.simulator
      .list()
      .find((t) => t.type === 1 && t.lastpoint && server.simulator.vehicle(t.id)?.deadAt === null);
    const base = `/geofleet/trucks/${truck?.id}`;
    const route = features(routeFeatureSchema).parse(
      (await get(`${base}/route.json?${window(24)}`)).body,
    );
    expect(route.features.length).toBeGreaterThan(100);
    const stops = features(stopFeatureSchema).parse(
      (await get(`${base}/stops.json?${window(24)}&timespan=5`)).body,
    );
    expect(stops.features.length).toBeGreaterThan(0);
    expect(stops.features.every((f) => f.properties.DURATION >= 300)).toBe(true);
    features(activityFeatureSchema).parse(
      (await get(`${base}/activities.json?${window(24)}`)).body,
    );
    const items = list(timelineItemSchema).parse(
      (await get(`${base}/timeline?${window(24)}&timespan=15&include[]=driver`)).body,
    ).data;
    expect(items.some((i) => i.type === 'moving')).toBe(true);
    expect(items.some((i) => i.type === 'driver')).toBe(true);
    const avg = z.object({
      data: z.object({ distance: z.number().positive(), gps_distance: z.number().positive() }),
    });
    avg.parse((await get(`${base}/average`)).body);
  });

  it('finds the vehicles that passed a point, from the same reports as the route', async () => {
    const truck = server.simulator
      .list()
      .find((t) => (t.lastpoint?.speed ?? 0) > 0 && t.type !== 3);
    const lp = truck?.lastpoint;
    if (!lp) throw new Error('no moving truck');
    const body = (
      await get(`/geofleet/vehiclepassage?${window(2)}&lat=${lp.lat}&lon=${lp.lng}&radius=0.2`)
    ).body;
    const found = vehiclePassageResponseSchema.parse(body).data;
    const hit = found.find((v) => v.id === truck.id);
    expect(hit?.events.map((e) => e.timestamp)).toContain(lp.date);
  });

  it('serves bluetooth probes, truck events and traffic', async () => {
    const devices = list(bluetoothDeviceSchema).parse(
      (await get('/geofleet/bluetooth_accessories')).body,
    ).data;
    expect(new Set(devices.map((d) => d.model))).toEqual(new Set([4, 5]));
    expect(devices.every((d) => d.type === 6)).toBe(true);
    list(truckEventSchema).parse((await get('/trucks/events')).body);
    const events = features(trafficEventSchema).parse((await get('/traffic/events')).body);
    expect(events.features.length).toBeGreaterThan(0);
    const alerts = features(trafficAlertSchema).parse(
      (await get('/traffic/alerts?area=4,36,19,49')).body,
    );
    expect(alerts.features.length).toBeLessThanOrEqual(events.features.length);
  });

  it.each([
    [
      '/geofleet/trucks/1/route.json?start_date=yesterday&end_date=2026-11-18T10:00:00Z',
      'start_date',
    ],
    [
      '/geofleet/trucks/1/route.json?start_date=2026-11-18T10:00:00Z&end_date=2026-11-18T09:00:00Z',
      'end_date',
    ],
    [
      '/geofleet/trucks/1/stops.json?start_date=2026-11-18T08:00:00Z&end_date=2026-11-18T09:00:00Z&timespan=x',
      'timespan',
    ],
    [
      '/geofleet/trucks/abc/route.json?start_date=2026-11-18T08:00:00Z&end_date=2026-11-18T09:00:00Z',
      'id',
    ],
    [
      '/geofleet/trucks/1/timeline?start_date=2026-11-18T08:00:00Z&end_date=2026-11-18T09:00:00Z&type=nope',
      'type',
    ],
    ['/drivers/2/activities?start_date=2026-11-18T08:00:00Z', 'end_date'],
    [
      '/geofleet/vehiclepassage?start_date=2026-11-16T08:00:00Z&end_date=2026-11-18T09:00:00Z&lat=45&lon=9&radius=1',
      'end_date',
    ],
    [
      '/geofleet/vehiclepassage?start_date=2026-11-18T08:00:00Z&end_date=2026-11-18T09:00:00Z&lat=45&lon=9&radius=-1',
      'radius',
    ],
    [
      '/geofleet/vehiclepassage?start_date=2026-11-18T08:00:00Z&end_date=2026-11-18T09:00:00Z&lat=45&radius=1',
      'lon',
    ],
    ['/traffic/events?area=1,2,3', 'area'],
    ['/drivers/2/plafond?timezone=Mars/Phobos', 'timezone'],
    ['/drivers/plafond?driving=maybe', 'driving'],
    ['/trucks/events?since=never', 'since'],
  ])('answers 400 naming the parameter for %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ field, message: expect.stringContaining(field) as string });
  });

  it('answers 404 for unknown vehicles and drivers', async () => {
    expect((await get(`/geofleet/trucks/99999/route.json?${window(1)}`)).status).toBe(404);
    expect((await get(`/drivers/99999/activities?${window(1)}`)).status).toBe(404);
  });
});
