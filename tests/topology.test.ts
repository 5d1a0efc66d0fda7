import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createClient } from 'redis';
import { LiveTestClient } from './support/liveClient.js';
import { RelayProcess } from './support/relayProcess.js';
import { StickyProxy } from './support/stickyProxy.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';
import { POSTGRES_URL, REDIS_URL, available } from './support/services.js';

const topology = JSON.parse(
  readFileSync(new URL('../deploy/topology.json', import.meta.url), 'utf8'),
) as { relays: number };

async function reachable(): Promise<boolean> {
  const redis = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  redis.on('error', () => undefined);
  const db = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await redis.connect();
    await db.connect();
    return true;
  } catch {
    return false;
  } finally {
    if (redis.isOpen) await redis.quit();
    await db.end().catch(() => undefined);
  }
}
const UP = available(await reachable(), 'PostgreSQL or Redis', 'tests/topology.test.ts');

/**
 * The scaled deployment of deploy/topology.json, as docker-compose.yml describes it, brought up
 * without Docker: the described number of relay processes on one PostgreSQL schema and one Redis
 * prefix, behind a proxy with the balancer's rule (sticky by client address, next relay when one
 * is down). Clients from different addresses land on different relays and all see one stream;
 * when the polling relay dies, its clients move to another and everyone converges.
 */
describe.skipIf(!UP)(`the deployment of deploy/topology.json (${topology.relays} relays)`, () => {
  const prefix = `fleetdeck-topology-${randomUUID()}`;
  const schema = `topology_${process.pid}`;
  const upstream = new TestUpstream();
  const relays: RelayProcess[] = [];
  const clients: LiveTestClient[] = [];
  let proxy: StickyProxy;
  let lat = 45;

  const move = (): void => {
    lat = Math.round((lat + 0.01) * 1e6) / 1e6;
    upstream.trucks = [1, 2, 3, 4].map((id) => companyTruck(id, lat, 1));
  };

  beforeAll(async () => {
    await upstream.start();
    move();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      POLL_TRUCKS_MS: '200',
      POLL_LOCK_MS: '1000',
      LOG_LEVEL: 'warn',
    };
    // One at a time: the first creates the schema and runs the migrations.
    for (let i = 0; i < topology.relays; i++) {
      const relay = new RelayProcess(env);
      relays.push(relay);
      await relay.ready();
    }
    proxy = await new StickyProxy(
      relays.map((r) => ({ host: '127.0.0.1', port: Number(new URL(r.url).port) })),
    ).start();
    for (let i = 0; i < 8; i++)
      clients.push(new LiveTestClient(proxy.url, undefined, { localAddress: `127.0.0.${i + 2}` }));
    await Promise.all(clients.map((c) => c.until(() => c.replica.synced, 20_000)));
  }, 90_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await proxy?.close();
    await Promise.all(relays.map((r) => r.kill('SIGTERM')));
    await upstream.close();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      if (keys.length > 0) await redis.del(keys);
    await redis.quit();
    const db = new pg.Client({ connectionString: POSTGRES_URL });
    await db.connect();
    await db.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    await db.end();
  }, 60_000);

  const allAt = (value: number) => () =>
    clients.every((c) => c.replica.trucks.get(1)?.lastpoint?.lat === value);

  it('spreads clients by address over the relays, each on one stream', async () => {
    const used = new Set(proxy.assigned.values());
    expect(used.size).toBeGreaterThanOrEqual(2);
    for (const [address, relay] of proxy.assigned) expect(relay).toBe(proxy.home(address));
    move();
    await vi.waitFor(() => expect(allAt(lat)()).toBe(true), { timeout: 15_000 });
    for (const client of clients) {
      const seqs = client.diffs.map((d) => d.seq);
      expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    }
  }, 30_000);

  it('moves the clients of a dead polling relay to the next one, and another relay polls', async () => {
    const states = await Promise.all(relays.map((r) => r.health()));
    const poller = states.findIndex((s) => s.polling);
    expect(poller).toBeGreaterThanOrEqual(0);
    const snapshots = clients.map((c) => c.snapshots);
    await relays[poller]?.kill();
    const survivors = relays.filter((_, i) => i !== poller);
    await vi.waitFor(
      async () =>
        expect((await Promise.all(survivors.map((r) => r.health()))).some((s) => s.polling)).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    move();
    await vi.waitFor(() => expect(allAt(lat)()).toBe(true), { timeout: 20_000 });
    for (const [address, relay] of proxy.assigned) {
      expect(relay).not.toBe(poller);
      if (proxy.home(address) !== poller) expect(relay).toBe(proxy.home(address));
    }
    // Each client reconnected or resynced at most once.
    clients.forEach((c, i) => expect(c.snapshots - (snapshots[i] ?? 0)).toBeLessThanOrEqual(1));
  }, 60_000);
});
