import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverActivityPeriodSchema,
  featureCollectionSchema,
  stopFeatureSchema,
} from '@fleetdeck/shared';
import { z } from 'zod';
import type { DeviceDriverSlot, DriverWorkingState } from '../relay/src/devices/contracts.js';
import {
  startDeviceUpstream,
  type RunningDeviceUpstream,
} from '../relay/src/devices/history/deviceUpstream.js';
import { partitionName } from '../relay/src/devices/history/partitions.js';
import {
  driverIdOfCard,
  MAX_RECORDS_PER_BATCH,
  PgDeviceRecordStore,
  scheduleMaintenance,
} from '../relay/src/devices/history/recordStore.js';
import type { Database } from '../relay/src/storage/database.js';
import { DATABASES } from './support/accountsRelay.js';
import { until } from './support/until.js';
import {
  deviceHistoryDatabase,
  deviceRecord,
  MemoryFleet,
  quietLog,
} from './support/deviceHistory.js';

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;
const NOW = Date.parse('2026-12-03T12:00:00Z');
const CARD_A = 'I100000569493001';
const CARD_B = 'I100000569493002';

const slot = (state: DriverWorkingState, cardId?: string): DeviceDriverSlot =>
  cardId === undefined ? { cardPresent: false, state } : { cardPresent: true, state, cardId };

describe.each(DATABASES)('device history store on %s', (kind) => {
  let db: Database;
  let clock = NOW;
  let store: PgDeviceRecordStore;
  let upstream: RunningDeviceUpstream;
  const fleet = new MemoryFleet([
    {
      companyId: 3,
      truckId: 7,
      plate: 'GE123AB',
      deviceId: '356307042441013',
      protocol: 'teltonika',
    },
  ]);

  const count = async (sql: string, values: unknown[] = []): Promise<number> => {
    const { rows } = await db.pool.query<{ n: number }>(sql, values);
    return Number(rows[0]?.n);
  };
  const getJson = async (path: string): Promise<unknown> => {
    const answer = await fetch(`${upstream.url}${path}`);
    expect(answer.status, `${path}: ${answer.status}`).toBe(200);
    return answer.json();
  };
  const iso = (t: number): string => new Date(t).toISOString();

  beforeAll(async () => {
    db = await deviceHistoryDatabase(kind);
    store = new PgDeviceRecordStore({
      pool: db.pool,
      log: quietLog,
      retentionDays: 90,
      now: () => clock,
    });
    upstream = await startDeviceUpstream({ pool: db.pool, fleet, log: quietLog, now: () => clock });
  });
  afterAll(async () => {
    await upstream?.close();
    await db?.close();
  });

  it('stores a record sent twice once, in one batch or in two', async () => {
    const t0 = NOW - 30 * MIN_MS;
    const records = [0, 1, 2].map((i) => deviceRecord(t0 + i * MIN_MS, { speed: 40 + i }));
    await store.append(records);
    await store.append(records);
    await store.append([...records, ...records]);
    expect(await count('SELECT count(*)::int AS n FROM device_positions')).toBe(3);
    const { rows } = await db.pool.query<{ speed: number }>(
      'SELECT speed FROM device_positions ORDER BY time',
    );
    expect(rows.map((r) => r.speed)).toEqual([40, 41, 42]);
  });

  it('stores an append longer than a batch whole, in batches', async () => {
    const t0 = NOW - 2 * DAY_MS;
    const many = Array.from({ length: MAX_RECORDS_PER_BATCH + 5 }, (_, i) =>
      deviceRecord(t0 + i * 1000, { deviceId: 'bulk', truckId: 8 }),
    );
    await store.append(many);
    expect(
      await count("SELECT count(*)::int AS n FROM device_positions WHERE device_id = 'bulk'"),
    ).toBe(MAX_RECORDS_PER_BATCH + 5);
  });

  it('makes a partition per day written, and the retention drops a past one', async () => {
    const old = Date.parse('2026-11-20T08:00:00Z');
    await store.append([deviceRecord(old, { deviceId: 'old-day', truckId: 9 })]);
    const days = (await store.partitionDays()).map((d) => partitionName(d));
    expect(days).toEqual(
      expect.arrayContaining([
        'device_positions_p20261120',
        'device_positions_p20261201',
        'device_positions_p20261203',
      ]),
    );
    // A record older than the retention is not stored (it would make a partition to drop).
    await store.append([deviceRecord(NOW - 91 * DAY_MS, { deviceId: 'too-old' })]);
    expect(
      await count("SELECT count(*)::int AS n FROM device_positions WHERE device_id = 'too-old'"),
    ).toBe(0);

    // 90 days after 21 November: the 20th is wholly past the retention, the 1st is not.
    clock = Date.parse('2027-02-19T10:00:00Z');
    try {
      const { droppedDays } = await store.maintain();
      expect(droppedDays.map((d) => partitionName(d))).toEqual(['device_positions_p20261120']);
      const left = (await store.partitionDays()).map((d) => partitionName(d));
      expect(left).not.toContain('device_positions_p20261120');
      expect(left).toContain('device_positions_p20261201');
      // maintain() also made today's and tomorrow's partitions ahead.
      expect(left).toEqual(
        expect.arrayContaining(['device_positions_p20270219', 'device_positions_p20270220']),
      );
      expect(
        await count("SELECT count(*)::int AS n FROM device_positions WHERE device_id = 'old-day'"),
      ).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM device_positions')).toBeGreaterThan(0);
    } finally {
      clock = NOW;
    }
  });

  it('maintains the partitions on a schedule from the start', async () => {
    const later = new PgDeviceRecordStore({
      pool: db.pool,
      log: quietLog,
      retentionDays: 90,
      now: () => Date.parse('2026-12-10T23:30:00Z'),
    });
    const schedule = scheduleMaintenance(later, quietLog, 3_600_000);
    try {
      let days: string[] = [];
      const read = () => {
        void later.partitionDays().then((d) => (days = d.map((x) => partitionName(x))));
        return days.includes('device_positions_p20261211');
      };
      await until(read, 'the partition of the day ahead');
      expect(days).toContain('device_positions_p20261210');
    } finally {
      schedule.stop();
    }
  });

  it('moves a last point only forward, and reads the daily distance from the odometer', async () => {
    const t = NOW - 10 * MIN_MS;
    const base = { deviceId: 'lp', truckId: 11 };
    await store.append([deviceRecord(t - DAY_MS, { ...base, odometerM: 100_000 })]);
    await store.append([
      deviceRecord(t, { ...base, odometerM: 150_000, speed: 50, ignition: true }),
      deviceRecord(t + MIN_MS, { ...base, odometerM: 151_500, speed: 61, ignition: true }),
    ]);
    // An older record arriving late (a device's buffer) is stored but does not move it back.
    await store.append([deviceRecord(t - MIN_MS, { ...base, odometerM: 149_000, speed: 5 })]);
    const { rows } = await db.pool.query<{ speed: number; day_odometer_m: number; t: number }>(
      `SELECT speed, day_odometer_m, (extract(epoch from time) * 1000)::float8 AS t
       FROM device_lastpoints WHERE truck_id = 11`,
    );
    expect(rows).toEqual([{ speed: 61, day_odometer_m: 150_000, t: t + MIN_MS }]);
    expect(await count('SELECT count(*)::int AS n FROM device_positions WHERE truck_id = 11')).toBe(
      4,
    );
    fleet.list.push({
      companyId: 3,
      truckId: 11,
      plate: 'LP001',
      deviceId: 'lp',
      protocol: 'osmand',
    });
    const body = (await getJson('/trucks')) as {
      data: Array<{ id: number; lastpoint: { speed: number; daily_distance: number } | null }>;
    };
    const truck = body.data.find((x) => x.id === 11);
    expect(truck?.lastpoint).toMatchObject({ speed: 61, daily_distance: 1.5, ignition: 1 });
  });

  it('turns changes of working state and card into periods, per slot', async () => {
    const t0 = NOW - 5 * 3600_000;
    const at = (min: number) => t0 + min * MIN_MS;
    const record = (min: number, one: DeviceDriverSlot, two: DeviceDriverSlot, speed = 0) =>
      deviceRecord(at(min), { drivers: [one, two], speed, ignition: speed > 0 });
    const first = [
      record(0, slot('rest', CARD_A), slot('availability', CARD_B)),
      record(10, slot('rest', CARD_A), slot('availability', CARD_B)),
      record(20, slot('driving', CARD_A), slot('availability', CARD_B), 70),
    ];
    const second = [
      record(30, slot('driving', CARD_A), slot('availability', CARD_B), 72),
      record(90, slot('work', CARD_A), slot('availability', CARD_B)),
      record(120, slot('rest'), slot('availability', CARD_B)),
    ];
    await store.append(first);
    await store.append(second);
    await store.append(second); // resent: no change twice
    const { rows } = await db.pool.query<{
      slot: number;
      card_id: string | null;
      activity: number;
      t: number;
    }>(
      `SELECT slot, card_id, activity, (extract(epoch from time) * 1000)::float8 AS t
       FROM driver_activity_changes WHERE truck_id = 7 ORDER BY slot, time`,
    );
    expect(rows).toEqual([
      { slot: 1, card_id: CARD_A, activity: 0, t: at(0) },
      { slot: 1, card_id: CARD_A, activity: 3, t: at(20) },
      { slot: 1, card_id: CARD_A, activity: 2, t: at(90) },
      { slot: 1, card_id: null, activity: 0, t: at(120) },
      { slot: 2, card_id: CARD_B, activity: 1, t: at(0) },
    ]);

    const query = `start_date=${iso(at(0))}&end_date=${iso(at(150))}`;
    const answer = z
      .object({ data: z.array(driverActivityPeriodSchema.loose()) })
      .parse(await getJson(`/drivers/${driverIdOfCard(CARD_A)}/activities?${query}`));
    expect(answer.data).toEqual([
      {
        period: iso(at(0)),
        start_date: iso(at(0)),
        end_date: iso(at(20)),
        duration: 1200,
        activity: 0,
      },
      {
        period: iso(at(20)),
        start_date: iso(at(20)),
        end_date: iso(at(90)),
        duration: 4200,
        activity: 3,
      },
      {
        period: iso(at(90)),
        start_date: iso(at(90)),
        end_date: iso(at(120)),
        duration: 1800,
        activity: 2,
      },
    ]);
    const codriver = z
      .object({ data: z.array(driverActivityPeriodSchema) })
      .parse(await getJson(`/drivers/${driverIdOfCard(CARD_B)}/activities?${query}`));
    expect(codriver.data).toEqual([
      expect.objectContaining({ period: iso(at(0)), duration: 150 * 60, activity: 1 }),
    ]);

    // The stop while resting (0-20 min) and the one from 90 min on are stops of at least 5 min.
    const stops = featureCollectionSchema(stopFeatureSchema).parse(
      await getJson(`/geofleet/trucks/7/stops.json?${query}&timespan=5`),
    );
    expect(stops.features.map((f) => f.properties.start_date)).toContain(iso(at(0)));
    expect(stops.features.map((f) => f.properties.start_date)).toContain(iso(at(90)));
  });

  it('places a late record of an earlier time against the state in effect then', async () => {
    const t0 = NOW - 8 * 3600_000;
    const base = { deviceId: 'late', truckId: 13 };
    const at = (min: number, state: DriverWorkingState) =>
      deviceRecord(t0 + min * MIN_MS, { ...base, drivers: [slot(state, CARD_A)] });
    await store.append([at(0, 'rest'), at(20, 'driving'), at(40, 'driving')]);
    // A device's buffer sends older records after newer ones.
    await store.append([at(10, 'rest'), at(15, 'work')]);
    const { rows } = await db.pool.query<{ activity: number; t: number }>(
      `SELECT activity, (extract(epoch from time) * 1000)::float8 AS t
       FROM driver_activity_changes WHERE truck_id = 13 ORDER BY time`,
    );
    expect(rows).toEqual([
      { activity: 0, t: t0 },
      { activity: 2, t: t0 + 15 * MIN_MS },
      { activity: 3, t: t0 + 20 * MIN_MS },
    ]);
  });

  it('computes the plafond of the drivers on board from their stored periods', async () => {
    const t0 = NOW - 3 * 3600_000;
    const base = { deviceId: 'plafond', truckId: 12, companyId: 4 };
    fleet.list.push({
      companyId: 4,
      truckId: 12,
      plate: 'PL012',
      deviceId: 'plafond',
      protocol: 'teltonika',
    });
    const driving = slot('driving', 'PLAFOND-CARD');
    const codriver = slot('availability', 'CO-CARD');
    await store.append([
      deviceRecord(t0, { ...base, drivers: [slot('rest', 'PLAFOND-CARD'), codriver] }),
      deviceRecord(t0 + 30 * MIN_MS, {
        ...base,
        drivers: [driving, codriver],
        speed: 80,
        ignition: true,
      }),
      deviceRecord(NOW - MIN_MS, {
        ...base,
        drivers: [driving, codriver],
        speed: 80,
        ignition: true,
      }),
    ]);
    const id = String(driverIdOfCard('PLAFOND-CARD'));
    const coId = String(driverIdOfCard('CO-CARD'));
    const plafonds = z.object({
      data: z.record(
        z.string(),
        z.object({ plafond: z.object({ detectionState: z.string() }).loose() }).loose(),
      ),
    });
    const answer = plafonds.parse(await getJson('/drivers/plafond?driving=true'));
    expect(answer.data[id]?.plafond.detectionState).toBe('DRIVE');
    // The co-driver is on board but not driving: in the whole list only.
    expect(Object.keys(answer.data)).not.toContain(coId);
    const all = plafonds.parse(await getJson('/drivers/plafond'));
    expect(all.data[coId]?.plafond.detectionState).toBe('AVAILABILITY');
    const drivers = z
      .object({ data: z.array(z.object({ id: z.number(), card: z.string() }).loose()) })
      .parse(await getJson('/geofleet/drivers'));
    expect(drivers.data).toContainEqual(
      expect.objectContaining({ id: Number(id), card: 'PLAFOND-CARD' }),
    );
    // 2 h 30 min of driving since the rest, as stored.
    const one = z
      .object({ data: z.object({ plafond: z.looseObject({}) }).loose() })
      .parse(await getJson(`/drivers/${id}/plafond`));
    expect(one.data.plafond).toMatchObject({ detectionState: 'DRIVE', totalDailyDrive: 9000 });
  });

  it("shows a company its own trucks and its slaves', and no other", async () => {
    await db.pool.query(
      `INSERT INTO companies (id, business_name, master_id)
       VALUES (3, 'Master', NULL), (4, 'Slave', 3), (5, 'Other', NULL) ON CONFLICT DO NOTHING`,
    );
    const ids = async (company: number) => {
      const answer = await fetch(`${upstream.url}/trucks`, {
        headers: { 'x-company': String(company) },
      });
      const body = (await answer.json()) as { data: Array<{ id: number }> };
      return body.data.map((t) => t.id).sort((a, b) => a - b);
    };
    expect(await ids(3)).toEqual([7, 11, 12]);
    expect(await ids(4)).toEqual([12]);
    expect(await ids(5)).toEqual([]);
    const range = `start_date=${iso(NOW - 3600_000)}&end_date=${iso(NOW)}`;
    const route = (truck: number, company: number) =>
      fetch(`${upstream.url}/geofleet/trucks/${truck}/route.json?${range}`, {
        headers: { 'x-company': String(company) },
      });
    expect((await route(7, 4)).status).toBe(404);
    expect((await route(7, 3)).status).toBe(200);
    expect((await route(12, 4)).status).toBe(200);
  });

  it('answers a range holding more rows than its cap 503 in words, not a cut history', async () => {
    const capped = await startDeviceUpstream({
      pool: db.pool,
      fleet,
      log: quietLog,
      now: () => clock,
      limits: { positions: 2 },
    });
    try {
      const range = `start_date=${iso(NOW - 3600_000)}&end_date=${iso(NOW)}`;
      const over = await fetch(`${capped.url}/geofleet/trucks/7/route.json?${range}`);
      expect(over.status).toBe(503);
      expect(((await over.json()) as { message: string }).message).toMatch(/shorter range/);
      const within = await fetch(
        `${capped.url}/geofleet/trucks/7/route.json?start_date=${iso(NOW - 30 * MIN_MS)}&end_date=${iso(NOW - 29 * MIN_MS + 1)}`,
      );
      expect(within.status).toBe(200);
      expect(((await within.json()) as { features: unknown[] }).features).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });

  it('answers bad ranges 400 naming the parameter and unknown trucks 404', async () => {
    const bad = await fetch(
      `${upstream.url}/geofleet/trucks/7/route.json?start_date=${iso(NOW)}&end_date=${iso(NOW - 1000)}`,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('end_date');
    const unknown = await fetch(
      `${upstream.url}/geofleet/trucks/999/route.json?start_date=${iso(NOW - 1000)}&end_date=${iso(NOW)}`,
    );
    expect(unknown.status).toBe(404);
  });
});
