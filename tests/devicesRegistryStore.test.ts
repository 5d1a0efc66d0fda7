import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../relay/src/storage/database.js';
import { PgDeviceRegistry } from '../relay/src/devices/registry/deviceRegistry.js';
import { deviceIdProblem } from '../relay/src/devices/registry/deviceIds.js';
import { deviceBindingsOf } from '../sim/src/devices/deviceSimulator.js';
import { DATABASES } from './support/accountsRelay.js';
import { POSTGRES_URL } from './support/services.js';

/** A registry's database: an in-memory PGlite, or a PostgreSQL schema of its own. */
async function database(kind: 'pglite' | 'postgres'): Promise<Database & { schema?: string }> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const schema = `devices_${process.pid}_${Date.now().toString(36)}`;
  const db = await openDatabase({ url: POSTGRES_URL, dataDir: 'memory://', schema });
  return { ...db, schema };
}

describe.each(DATABASES)('the device registry store (%s)', (kind) => {
  let db: Database & { schema?: string };
  // The clock the registries read: tests move it past the refresh interval.
  let now = 1_000_000;
  const clock = () => now;

  beforeAll(async () => {
    db = await database(kind);
    await db.pool.query(
      "INSERT INTO companies (id, business_name) VALUES (1, 'Uno'), (2, 'Due') ON CONFLICT DO NOTHING",
    );
  });
  afterAll(async () => {
    if (db?.schema) await db.pool.query(`DROP SCHEMA ${pg.escapeIdentifier(db.schema)} CASCADE`);
    await db?.close();
  });

  it('looks a device up from memory; removing it stops the lookup at once', async () => {
    const registry = new PgDeviceRegistry(db.pool, { now: clock });
    expect(await registry.lookup('osmand', 'cache-1')).toBeUndefined();
    const row = await registry.add(1, { deviceId: 'cache-1', protocol: 'osmand', plate: 'C 1' });
    expect(typeof row).toBe('object');
    const truckId = typeof row === 'object' ? row.truck_id : -1;
    expect(truckId).toBeGreaterThanOrEqual(900_000);
    // The cached "unknown" answer was dropped by the write.
    expect(await registry.lookup('osmand', 'cache-1')).toEqual({
      deviceId: 'cache-1',
      protocol: 'osmand',
      companyId: 1,
      truckId,
    });
    // Cached: a row changed behind its back (no version move) is not seen before the refresh.
    await db.pool.query("UPDATE devices SET truck_id = 7 WHERE device_id = 'cache-1'");
    expect((await registry.lookup('osmand', 'cache-1'))?.truckId).toBe(truckId);
    expect(await registry.remove(2, 'osmand', 'cache-1')).toBe(false);
    expect(await registry.lookup('osmand', 'cache-1')).toBeDefined();
    expect(await registry.remove(1, 'osmand', 'cache-1')).toBe(true);
    expect(await registry.lookup('osmand', 'cache-1')).toBeUndefined();
  });

  it("another relay's registry learns a removal once its refresh interval has passed", async () => {
    const here = new PgDeviceRegistry(db.pool, { now: clock, refreshMs: 1000 });
    const there = new PgDeviceRegistry(db.pool, { now: clock, refreshMs: 1000 });
    await here.add(2, { deviceId: 'shared-1', protocol: 'osmand', plate: 'S 1' });
    expect((await there.lookup('osmand', 'shared-1'))?.companyId).toBe(2);
    expect(await here.remove(2, 'osmand', 'shared-1')).toBe(true);
    expect(await here.lookup('osmand', 'shared-1')).toBeUndefined();
    // Within the interval the other relay answers from memory; after it, from the database.
    expect((await there.lookup('osmand', 'shared-1'))?.companyId).toBe(2);
    now += 1001;
    expect(await there.lookup('osmand', 'shared-1')).toBeUndefined();
  });

  it('refuses a device bound elsewhere or a truck of another company', async () => {
    const registry = new PgDeviceRegistry(db.pool, { now: clock });
    const first = await registry.add(1, { deviceId: 'dup-1', protocol: 'osmand', plate: 'D 1' });
    if (typeof first === 'string') throw new Error(`bind refused: ${first}`);
    expect(await registry.add(2, { deviceId: 'dup-1', protocol: 'osmand', plate: 'D' })).toBe(
      'bound_elsewhere',
    );
    expect(await registry.add(1, { deviceId: 'dup-1', protocol: 'osmand', plate: 'D' })).toBe(
      'bound_here',
    );
    // The same id under the other protocol is another device.
    expect(
      typeof (await registry.add(1, { deviceId: 'dup-1', protocol: 'teltonika', plate: 'D' })),
    ).toBe('object');
    expect(
      await registry.add(2, {
        deviceId: 'dup-2',
        protocol: 'osmand',
        plate: 'D',
        truckId: first.truck_id,
      }),
    ).toBe('truck_elsewhere');
    // A second device on the same truck of the same company is fine.
    const second = await registry.add(1, {
      deviceId: 'dup-3',
      protocol: 'osmand',
      plate: 'D 1',
      truckId: first.truck_id,
    });
    expect(second).toMatchObject({ truck_id: first.truck_id });
    const fleet = await registry.trucks();
    expect(
      fleet
        .filter((t) => t.truckId === first.truck_id)
        .map((t) => t.deviceId)
        .sort(),
    ).toEqual(['dup-1', 'dup-3']);
    expect(fleet.find((t) => t.deviceId === 'dup-1')).toEqual({
      companyId: 1,
      truckId: first.truck_id,
      plate: 'D 1',
      deviceId: 'dup-1',
      protocol: 'osmand',
    });
  });

  it("keeps a created truck the company's after its last device is removed", async () => {
    const registry = new PgDeviceRegistry(db.pool, { now: clock });
    const row = await registry.add(1, { deviceId: 'keep-1', protocol: 'osmand', plate: 'K 1' });
    if (typeof row === 'string') throw new Error(`bind refused: ${row}`);
    expect(await registry.remove(1, 'osmand', 'keep-1')).toBe(true);
    expect(await registry.truckOf(1, row.truck_id)).toEqual({ plate: 'K 1' });
    expect(await registry.truckOf(2, row.truck_id)).toBeUndefined();
    expect(
      await registry.add(2, {
        deviceId: 'keep-2',
        protocol: 'osmand',
        plate: 'K',
        truckId: row.truck_id,
      }),
    ).toBe('truck_elsewhere');
    const again = await registry.add(1, {
      deviceId: 'keep-1',
      protocol: 'osmand',
      plate: 'K 1',
      truckId: row.truck_id,
    });
    expect(again).toMatchObject({ truck_id: row.truck_id, plate: 'K 1' });
  });

  it('lists unknown devices, counts their attempts, keeps the newest and drops a bound one', async () => {
    const registry = new PgDeviceRegistry(db.pool, {
      now: clock,
      unknownLimit: 3,
      unknownCoalesceMs: 0,
    });
    for (const id of ['u-1', 'u-2', 'u-3', 'u-4']) {
      await registry.reportUnknown('osmand', id, '192.0.2.1');
      // Distinct last_seen times in the past, so "newest" is well defined.
      await db.pool.query(
        "UPDATE unknown_devices SET last_seen = now() - ((10 - $1::int) || ' seconds')::interval WHERE device_id = $2",
        [Number(id.slice(2)), id],
      );
    }
    await registry.reportUnknown('osmand', 'u-4', '192.0.2.7');
    const listed = await registry.unknown();
    expect(listed.map((u) => u.device_id).sort()).toEqual(['u-2', 'u-3', 'u-4']);
    expect(listed.find((u) => u.device_id === 'u-4')).toMatchObject({
      attempts: 2,
      remote: '192.0.2.7',
    });
    expect(await registry.isUnknown('osmand', 'u-3')).toBe(true);
    await registry.add(1, { deviceId: 'u-3', protocol: 'osmand', plate: 'U 3' });
    expect(await registry.isUnknown('osmand', 'u-3')).toBe(false);
    expect((await registry.lookup('osmand', 'u-3'))?.companyId).toBe(1);
  });

  it('writes a reconnecting unknown device once per coalescing interval', async () => {
    const registry = new PgDeviceRegistry(db.pool, { now: clock, unknownCoalesceMs: 5000 });
    for (let i = 0; i < 5; i += 1) await registry.reportUnknown('osmand', 'flood-1', '192.0.2.2');
    const attempts = async () =>
      (await registry.unknown()).find((u) => u.device_id === 'flood-1')?.attempts;
    expect(await attempts()).toBe(1);
    now += 5000;
    await registry.reportUnknown('osmand', 'flood-1', '192.0.2.2');
    expect(await attempts()).toBe(2);
  });

  it("seeds the device simulator's bindings, whose ids the REST checks accept", async () => {
    const trucks = [1, 2, 10].map((id) => ({
      id,
      plate: `SIM ${id}`,
      details: { company: id === 2 ? 2 : 1 },
    }));
    const bindings = deviceBindingsOf(trucks);
    for (const b of bindings)
      expect(deviceIdProblem(b.protocol, b.deviceId), b.deviceId).toBeUndefined();
    const registry = new PgDeviceRegistry(db.pool, { now: clock });
    expect(await registry.seed(bindings)).toBe(3);
    expect(await registry.seed(bindings)).toBe(0);
    expect(await registry.lookup('teltonika', bindings[1]!.deviceId)).toEqual({
      deviceId: bindings[1]!.deviceId,
      protocol: 'teltonika',
      companyId: 2,
      truckId: 2,
    });
    expect((await registry.lookup('osmand', 'fd-truck-10'))?.truckId).toBe(10);
  });

  it('shares one registry per database pool', () => {
    expect(PgDeviceRegistry.for(db.pool)).toBe(PgDeviceRegistry.for(db.pool));
  });
});
