import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAccountsRelay,
  type AccountsRelay,
  postgresAndRedis,
} from './support/accountsRelay.js';
import { REDIS_URL } from './support/services.js';
import { until } from './support/until.js';

const twoRelays = await postgresAndRedis(
  'tests/devicesLeader.test.ts',
  'Redis or PostgreSQL (the two-relay case)',
);

// Issue 49, several relays in devices mode on one database and Redis: the simulated fleet is
// played by the leader only (one device per truck, not one per relay), and a relay taking the
// lead over takes the simulated devices over too. Records stored through any relay are in the
// shared database; the leader's device upstream reads them and the bus brings them to the others.
describe.skipIf(!twoRelays)('devices mode on two relays', () => {
  let a: AccountsRelay;
  let b: AccountsRelay;

  beforeAll(async () => {
    const shared = {
      FLEET_FEED: 'devices',
      DEVICES_TCP_PORT: '0',
      DEVICES_SIM_BACKFILL_HOURS: '0',
      SIM_TRUCKS: '10',
      REDIS_URL,
      REDIS_KEY_PREFIX: `fleetdeck-test-${randomUUID()}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      POLL_TRUCKS_MS: '300',
      POLL_LOCK_MS: '1000',
    };
    a = await startAccountsRelay('postgres', shared);
    b = await startAccountsRelay('postgres', { ...shared, DATABASE_SCHEMA: a.schema ?? '' });
  }, 60_000);
  const closed = new Set<AccountsRelay>();
  const close = async (relay: AccountsRelay | undefined) => {
    if (!relay || closed.has(relay)) return;
    closed.add(relay);
    await relay.relay.close();
  };
  afterAll(async () => {
    await close(b);
    await close(a);
    if (a?.schema) await a.sql!(`DROP SCHEMA IF EXISTS "${a.schema}" CASCADE`);
  });

  it("brings a phone's report taken by the relay that does not lead into the leader's stream", async () => {
    await until(() => a.relay.pipeline.isPolling !== b.relay.pipeline.isPolling, 'one leader');
    const [leader, other] = a.relay.pipeline.isPolling ? [a, b] : [b, a];
    await until(() => leader.relay.devicesSimulating(), 'the leader playing the devices');
    const token = await other.signIn('admin');
    // A simulated phone (every tenth truck has one instead of a tracker), found by its company.
    let phone: { company: number; deviceId: string; truckId: number } | undefined;
    for (const company of [1, 2, 3, 4]) {
      const listed = (await (await other.api('/devices', { token, company })).json()) as {
        data?: {
          protocol: string;
          device_id?: string;
          deviceId?: string;
          truck_id?: number;
          truckId?: number;
        }[];
      };
      const found = listed.data?.find((d) => d.protocol === 'osmand');
      if (found)
        phone = {
          company,
          deviceId: found.deviceId ?? found.device_id ?? '',
          truckId: found.truckId ?? found.truck_id ?? 0,
        };
      if (phone) break;
    }
    expect(phone).toBeDefined();
    const { company, deviceId, truckId } = phone!;
    // Its truck gets a phone of ours instead, bound through the relay that does not lead: only
    // ours reports for it from now on.
    const unbound = await other.api(`/devices/osmand/${deviceId}`, {
      token,
      company,
      method: 'DELETE',
    });
    expect(unbound.ok).toBe(true);
    const bound = await other.api('/devices', {
      token,
      company,
      method: 'POST',
      body: JSON.stringify({
        protocol: 'osmand',
        device_id: 'dispatch-phone-1',
        truck_id: truckId,
      }),
    });
    expect(bound.ok).toBe(true);
    const report = `${other.relay.url}/osmand?id=dispatch-phone-1&lat=39.2238&lon=9.1217&speed=0&timestamp=${Math.floor(Date.now() / 1000)}`;
    // The registry's cache takes the new binding within a second.
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await fetch(report)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    // Stored through the other relay, read by the leader's device upstream, on its stream.
    await until(() => {
      const at = leader.relay.hub.snapshot(company).trucks.find((t) => t.id === truckId)?.lastpoint;
      return at !== null && at !== undefined && Math.abs(at.lat - 39.2238) < 1e-4;
    }, "the phone's report on the leader's stream");
  }, 60_000);

  it('runs one simulated fleet, on the leader, and hands it over with the lead', async () => {
    await until(() => a.relay.pipeline.isPolling !== b.relay.pipeline.isPolling, 'one leader');
    const [leader, other] = a.relay.pipeline.isPolling ? [a, b] : [b, a];
    await until(() => leader.relay.devicesSimulating(), 'the leader playing the devices');
    expect(other.relay.devicesSimulating()).toBe(false);
    // The non-leader's stream shows the device-fed trucks too (through the bus).
    await until(
      () => other.relay.hub.snapshot(1).trucks.some((t) => t.lastpoint !== null),
      'the device-fed trucks on the other relay',
    );
    // The simulated trackers are bound once in the shared registry (the leader seeds it; a new leader again, changing nothing).
    const [bound] = (await leader.sql!(
      `SELECT count(*)::int AS n FROM devices WHERE device_id LIKE '3520490%'`,
    )) as { n: number }[];
    expect(bound?.n).toBe(9);

    // The leader goes: the other relay leads and plays the fleet.
    await close(leader);
    await until(() => other.relay.devicesSimulating(), 'the new leader playing the devices');
    expect(other.relay.pipeline.isPolling).toBe(true);
  }, 60_000);
});
