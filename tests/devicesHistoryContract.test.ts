import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activityFeatureSchema,
  driverActivityPeriodSchema,
  featureCollectionSchema,
  parseRouteAnswer,
  stopFeatureSchema,
  timelineItemSchema,
  type RouteFeature,
  type Truck,
} from '@fleetdeck/shared';
import { startSimulatorServer, type SimulatorServer } from '@fleetdeck/sim';
import type {
  DeviceRecord,
  DeviceTruck,
  DriverWorkingState,
} from '../relay/src/devices/contracts.js';
import {
  startDeviceUpstream,
  type RunningDeviceUpstream,
} from '../relay/src/devices/history/deviceUpstream.js';
import { PgDeviceRecordStore } from '../relay/src/devices/history/recordStore.js';
import { orderedPassages } from '../relay/src/passage/passageAnswer.js';
import { fetchPlafond, fetchTraffic } from '../relay/src/upstream/sources.js';
import { TruckValidator } from '../relay/src/upstream/truckValidator.js';
import type { Database } from '../relay/src/storage/database.js';
import { deviceHistoryDatabase, MemoryFleet, quietLog } from './support/deviceHistory.js';

const HOUR_MS = 3_600_000;
const STATES: DriverWorkingState[] = ['rest', 'availability', 'work', 'driving'];

/**
 * The contract: the device upstream answers the relay's calls as the simulator does. The same
 * positions (the simulator's route.json of a few trucks, replayed as device records) go through
 * both, and the same checks (the relay's own validators and the schemas it reads them with) run
 * on the simulator's answers and on the device upstream's.
 */
describe('the device upstream answers as the simulator does', () => {
  let sim: SimulatorServer;
  let db: Database;
  let devices: RunningDeviceUpstream;
  let now: number;
  const chosen: Array<{ truck: Truck; route: RouteFeature[] }> = [];

  // A fresh connection per call (no pool): a kept-alive socket the server closes while the test
  // sets up (the store takes seconds) would reset the next call, which is not what is tested here.
  const getJson = (base: string, path: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) {
              reject(new Error(`${base}${path} answered ${res.statusCode}: ${text}`));
            } else resolve(JSON.parse(text) as unknown);
          });
          res.on('error', reject);
        })
        .on('error', reject);
    });
  const range = () =>
    `start_date=${new Date(now - 3 * HOUR_MS).toISOString()}&end_date=${new Date(now).toISOString()}`;

  /** A route report as the device would have sent it (the driver's card in slot 1). */
  const recordOf = (truck: Truck, f: RouteFeature): DeviceRecord => {
    const p = f.properties as Record<string, number | string | null | undefined>;
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
    const activity = num(p['activity']);
    const card = truck.lastpoint?.driver?.card ?? undefined;
    return {
      deviceId: `imei-${truck.id}`,
      companyId: truck.details?.company ?? 1,
      truckId: truck.id,
      time: Date.parse(String(p['date'])),
      lat,
      lng,
      heading: num(p['heading']) ?? 0,
      speed: num(p['speed']) ?? 0,
      ...(num(p['altitude']) === undefined ? {} : { altitude: num(p['altitude']) }),
      ignition: p['ignition'] === 1,
      ...(num(p['odometer']) === undefined ? {} : { odometerM: (num(p['odometer']) ?? 0) * 1000 }),
      ...(num(p['fuel_total']) === undefined ? {} : { fuelUsedL: num(p['fuel_total']) }),
      ...(num(p['fuel_level']) === undefined ? {} : { fuelLevelPct: num(p['fuel_level']) }),
      ...(num(p['tacho_speed']) === undefined ? {} : { tachoSpeedKmh: num(p['tacho_speed']) }),
      ...(num(p['rpm_engine']) === undefined ? {} : { engineRpm: num(p['rpm_engine']) }),
      ...(activity === undefined || card === undefined
        ? {}
        : { drivers: [{ cardPresent: true, cardId: card, state: STATES[activity] ?? 'rest' }] }),
    };
  };

  beforeAll(async () => {
    sim = await startSimulatorServer({ trucks: 30, seed: 7, tickMs: 0 });
    now = sim.simulator.now;
    const trucks = new TruckValidator().validate(await getJson(sim.url, '/trucks'));
    // Trucks with a driver whose clock agrees with the simulation (no report dated ahead of now).
    for (const truck of trucks) {
      if (chosen.length === 3) break;
      if (!truck.lastpoint?.driver?.card || truck.type === 3) continue;
      const route = parseRouteAnswer(
        await getJson(sim.url, `/geofleet/trucks/${truck.id}/route.json?${range()}`),
      );
      const dated = route.every((f) => Date.parse(String(f.properties.date)) <= now);
      if (route.length > 100 && dated) chosen.push({ truck, route });
    }
    expect(chosen.length).toBe(3);

    db = await deviceHistoryDatabase('pglite');
    const store = new PgDeviceRecordStore({
      pool: db.pool,
      log: quietLog,
      retentionDays: 90,
      now: () => now,
    });
    for (const { truck, route } of chosen) {
      await store.append(route.map((f) => recordOf(truck, f)));
    }
    const fleet: DeviceTruck[] = chosen.map(({ truck }) => ({
      companyId: truck.details?.company ?? 1,
      truckId: truck.id,
      plate: truck.plate,
      deviceId: `imei-${truck.id}`,
      protocol: 'teltonika',
    }));
    devices = await startDeviceUpstream({
      pool: db.pool,
      fleet: new MemoryFleet(fleet),
      log: quietLog,
      now: () => now,
    });
  });
  afterAll(async () => {
    await devices?.close();
    await db?.close();
    await sim?.close();
  });

  const upstreams = () => [
    ['simulator', sim.url],
    ['devices', devices.url],
  ];

  it('GET /trucks passes the relay truck validator, with a last point per device truck', async () => {
    for (const [name, base] of upstreams()) {
      const trucks = new TruckValidator().validate(await getJson(base as string, '/trucks'));
      for (const { truck } of chosen) {
        const found = trucks.find((t) => t.id === truck.id);
        expect(found?.plate, name).toBe(truck.plate);
        expect(found?.lastpoint?.driver?.card, name).toBe(truck.lastpoint?.driver?.card);
        expect(found?.details?.company, name).toBe(truck.details?.company);
      }
    }
  });

  it('route.json parses as the analyser parses it, and holds the same positions', async () => {
    for (const { truck, route } of chosen) {
      const mine = parseRouteAnswer(
        await getJson(devices.url, `/geofleet/trucks/${truck.id}/route.json?${range()}`),
      );
      expect(mine.map((f) => f.geometry.coordinates)).toEqual(
        route.map((f) => f.geometry.coordinates),
      );
      expect(mine.map((f) => f.properties.date)).toEqual(route.map((f) => f.properties.date));
      expect(mine.map((f) => f.properties.speed)).toEqual(route.map((f) => f.properties.speed));
    }
  });

  it('stops, activities and timeline parse with the schemas the relay reads them with', async () => {
    const stops = featureCollectionSchema(stopFeatureSchema);
    const activities = featureCollectionSchema(activityFeatureSchema);
    const timeline = z.object({ data: z.array(timelineItemSchema) });
    for (const [name, base] of upstreams()) {
      for (const { truck } of chosen) {
        const path = `/geofleet/trucks/${truck.id}`;
        const s = stops.parse(await getJson(base as string, `${path}/stops.json?${range()}`));
        const a = activities.parse(
          await getJson(base as string, `${path}/activities.json?${range()}`),
        );
        const t = timeline.parse(
          await getJson(base as string, `${path}/timeline?${range()}&include=driver[]`),
        );
        for (const f of s.features) expect(f.properties.DURATION, name).toBeGreaterThanOrEqual(300);
        expect(a.features.length, `${name} activities of ${truck.id}`).toBeGreaterThan(0);
        expect(
          t.data.some((i) => i.type === 'moving' || i.type === 'stop'),
          name,
        ).toBe(true);
        expect(
          t.data.some((i) => i.type === 'activity'),
          name,
        ).toBe(true);
      }
    }
  });

  it('both upstreams see the same activity periods of a truck', async () => {
    for (const { truck } of chosen) {
      const path = `/geofleet/trucks/${truck.id}/activities.json?${range()}`;
      const of = async (base: string) =>
        featureCollectionSchema(activityFeatureSchema)
          .parse(await getJson(base, path))
          .features.map((f) => f.properties.activity);
      // Periods begin at reports on the device side: the same sequence of activities.
      expect(await of(devices.url)).toEqual(await of(sim.url));
    }
  });

  it('driver activities, plafond and traffic parse as the relay reads them', async () => {
    const rows = z.object({ data: z.array(driverActivityPeriodSchema) });
    for (const [name, base] of upstreams()) {
      const trucks = new TruckValidator().validate(await getJson(base as string, '/trucks'));
      const driverId = trucks.find((t) => t.id === chosen[0]?.truck.id)?.lastpoint?.driver?.id;
      expect(driverId, name).toBeDefined();
      const periods = rows.parse(
        await getJson(base as string, `/drivers/${driverId}/activities?${range()}`),
      );
      expect(periods.data.length, name).toBeGreaterThan(0);
      expect(typeof (await fetchPlafond(base as string, 10_000)), name).toBe('object');
      const all = z
        .object({ data: z.record(z.string(), z.object({ plafond: z.looseObject({}) })) })
        .parse(await getJson(base as string, '/drivers/plafond'));
      expect(Object.keys(all.data), name).toContain(String(driverId));
      expect(Array.isArray(await fetchTraffic(base as string, 10_000)), name).toBe(true);
    }
  });

  it('the passage search finds a truck where it went, on both', async () => {
    const { truck, route } = chosen[0] as (typeof chosen)[number];
    const middle = route[Math.floor(route.length / 2)] as RouteFeature;
    const [lon, lat] = middle.geometry.coordinates as [number, number];
    for (const [name, base] of upstreams()) {
      const query = `${range()}&lat=${lat}&lon=${lon}&radius=0.5`;
      const passages = await orderedPassages(
        await getJson(base as string, `/geofleet/vehiclepassage?${query}`),
      );
      const found = passages.find((p) => p.vehicle.id === truck.id);
      expect(found?.vehicle.plate, name).toBe(truck.plate);
      expect(
        found?.vehicle.events.map((e) => e.timestamp),
        name,
      ).toContain(middle.properties.date);
    }
  });
});
