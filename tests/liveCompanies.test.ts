import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { LiveTestClient } from './support/liveClient.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';

const ids = (client: LiveTestClient): number[] =>
  [...client.replica.trucks.keys()].sort((a, b) => a - b);

describe('company streams, handshake and upstream health on /live', () => {
  let upstream: TestUpstream;
  let relay: RunningRelay;
  const clients: LiveTestClient[] = [];
  const connect = async (auth?: ConstructorParameters<typeof LiveTestClient>[1]) => {
    const client = new LiveTestClient(relay.url, auth);
    clients.push(client);
    await client.until(() => client.replica.synced || client.connectError !== undefined);
    return client;
  };

  beforeAll(async () => {
    upstream = await new TestUpstream().start();
    // Company 1 is the master of 2; 3 stands alone; truck 5 has no company at all.
    upstream.trucks = [
      companyTruck(1, 45, 1),
      companyTruck(2, 45, 2),
      companyTruck(3, 45, 3),
      companyTruck(4, 45, 3, 2),
      companyTruck(5, 45),
    ];
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        POLL_PLAFOND_MS: '100',
        POLL_TRAFFIC_MS: '100',
        UPSTREAM_TIMEOUT_MS: '500',
        LIVE_COMPANY_MASTERS: '1:2',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    await vi.waitFor(() => expect(relay.hub.seq).toBeGreaterThan(0), { timeout: 15_000 }); // the first poll landed
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await relay.close();
    await upstream.close();
  });

  it('gives each company its trucks, its slaves’ trucks and trucks shared as secondary', async () => {
    const master = await connect({ company: 1 });
    const slave = await connect({ company: 2 });
    const alone = await connect({ company: 3 });
    const everyone = await connect();
    expect(ids(master)).toEqual([1, 2, 4]);
    expect(ids(slave)).toEqual([2, 4]);
    expect(ids(alone)).toEqual([3, 4]);
    expect(ids(everyone)).toEqual([1, 2, 3, 4, 5]); // no company in the handshake: LIVE_DEFAULT_COMPANY=*

    const seq = master.replica.seq;
    upstream.trucks = [
      companyTruck(1, 45, 1),
      companyTruck(2, 45.5, 2), // moves: seen by 2, its master 1, and *
      companyTruck(3, 45, 1), // changes company 3 -> 1
      companyTruck(4, 45, 3, 2),
      companyTruck(5, 45),
    ];
    await master.until(() => master.replica.seq > seq);
    await Promise.all(
      [slave, alone, everyone].map((c) => c.until(() => c.replica.seq === master.replica.seq)),
    );
    expect(ids(master)).toEqual([1, 2, 3, 4]);
    expect(ids(alone)).toEqual([4]);
    expect(slave.replica.trucks.get(2)?.lastpoint?.lat).toBe(45.5);
    // Tags are the relay's own (none assigned here): they replace whatever upstream sends.
    expect(master.replica.trucks.get(3)).toEqual({ ...companyTruck(3, 45, 1), tags: [] });
    // Company 3's stream got a diff with this seq (a removal) and company 2's an empty-or-not one:
    // every stream moves together, so no client saw a gap.
    for (const client of [master, slave, alone, everyone]) expect(client.resyncs).toBe(0);
    const aloneLast = alone.diffs.at(-1);
    expect(aloneLast?.removes).toEqual([3]);
  });

  it('refuses a handshake with a bad company, naming the field', async () => {
    const bad = await connect({ company: -4 });
    expect(bad.connectError?.message).toMatch(/^auth\.company:/);
    const extra = await connect({ company: 1, role: 'admin' } as never);
    expect(extra.connectError?.message).toMatch(/^auth/);
  });

  it('pushes upstream health per source, degraded while a source fails', async () => {
    const client = await connect();
    await client.until(() => client.health?.every((h) => h.state === 'ok') ?? false);
    upstream.failing.add('plafond');
    await client.until(
      () => client.health?.find((h) => h.source === 'plafond')?.state === 'degraded',
    );
    const plafond = client.health?.find((h) => h.source === 'plafond');
    expect(plafond?.lastSuccessAt).toBeGreaterThan(0);
    expect(plafond?.lastError).toMatch(/503/);
    expect(client.health?.find((h) => h.source === 'trucks')?.state).toBe('ok');
    upstream.failing.delete('plafond');
    await client.until(() => client.health?.every((h) => h.state === 'ok') ?? false);
  });

  it('serves Prometheus metrics and health', async () => {
    const metrics = await (await fetch(`${relay.url}/metrics`)).text();
    for (const name of [
      'fleetdeck_tick_duration_seconds_count',
      'fleetdeck_diff_bytes_count',
      'fleetdeck_clients_connected',
      'fleetdeck_upstream_latency_seconds_count{source="trucks"}',
      'fleetdeck_upstream_errors_total{source="plafond"}',
    ]) {
      expect(metrics).toContain(name);
    }
    const errors = /fleetdeck_upstream_errors_total\{source="plafond"\} (\d+)/.exec(metrics);
    expect(Number(errors?.[1])).toBeGreaterThan(0); // the failures of the previous test
    const health = (await (await fetch(`${relay.url}/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', trucks: 5, polling: true });
  });

  it('sends each stream only the plafond of drivers on its own trucks', async () => {
    const driver = (id: number) => ({ id, name: `N${id}`, surname: `S${id}` });
    const withDriver = (truck: ReturnType<typeof companyTruck>, id: number) => {
      if (!truck.lastpoint) throw new Error('test trucks have a last point');
      return { ...truck, lastpoint: { ...truck.lastpoint, driver: driver(id) } };
    };
    upstream.trucks = [
      withDriver(companyTruck(1, 45, 1), 101),
      withDriver(companyTruck(2, 45, 2), 102),
      withDriver(companyTruck(3, 45, 3), 103),
    ];
    upstream.plafond = { '101': { a: 1 }, '102': { a: 2 }, '103': { a: 3 }, '999': { a: 9 } };
    const master = await connect({ company: 1 });
    const alone = await connect({ company: 3 });
    const everyone = await connect();
    const keys = (c: LiveTestClient) => Object.keys(c.plafond?.data ?? {}).sort();
    await master.until(() => keys(master).join() === '101,102');
    await alone.until(() => keys(alone).join() === '103');
    await everyone.until(() => keys(everyone).length === 4);
    expect(keys(master)).toEqual(['101', '102']);
    expect(keys(alone)).toEqual(['103']);
  });
});

describe('optional truck fields', () => {
  it('reach clients untouched, nested lastpoint fields included', async () => {
    const upstream = await new TestUpstream().start();
    const rich = {
      ...companyTruck(1, 45, 1),
      tags: [7],
      lastpoint: { ...companyTruck(1, 45).lastpoint, fuel_level: 40, rpm_engine: 1200 },
    };
    upstream.trucks = [rich as never];
    const relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    const client = new LiveTestClient(relay.url);
    try {
      await client.until(() => client.replica.trucks.size === 1);
      // Every field as upstream sent it, but tags: product-owned, the relay's database has none.
      expect(client.replica.trucks.get(1)).toEqual({ ...rich, tags: [] });
    } finally {
      client.close();
      await relay.close();
      await upstream.close();
    }
  });
});
