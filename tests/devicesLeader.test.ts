import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { available, REDIS_URL, redisReachable } from './support/services.js';
import { until } from './support/until.js';

const twoRelays = available(
  DATABASES.includes('postgres') && (await redisReachable()),
  'Redis or PostgreSQL (the two-relay case)',
  'tests/devicesLeader.test.ts',
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
