import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { ALL_COMPANIES, type Truck } from '@fleetdeck/shared';
import { LiveTestClient } from './support/liveClient.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';

const TRUCKS = 8000;
const IN_FLIGHT = 2;

/** Every truck's state in id order: equal checksums mean equal states. */
const checksum = (trucks: Iterable<Truck>): string =>
  JSON.stringify([...trucks].sort((a, b) => a.id - b.id));

/**
 * Snapshots on `/live`: deflated for a client that asks in its handshake (the web app does), and
 * sent a few at a time (`LIVE_SNAPSHOTS_IN_FLIGHT`), so a crowd joining at once (every client of a
 * relay that went down) cannot pile gigabytes onto the relays that are left.
 */
describe('/live snapshots', () => {
  const upstream = new TestUpstream();
  let relay: RunningRelay;
  let moving: NodeJS.Timeout | undefined;
  const clients: LiveTestClient[] = [];
  const relayState = (): readonly Truck[] => relay.hub.snapshot(ALL_COMPANIES).trucks;
  const metric = async (name: string): Promise<number> => {
    const text = await (await fetch(`${relay.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.slice(name.length + 1));
  };
  const waiting = (): Promise<number> => metric('fleetdeck_snapshots_waiting');
  const sentForJoins = (): Promise<number> =>
    metric('fleetdeck_snapshots_sent_total{reason="join"}');
  const join = (compress?: 'deflate-raw'): LiveTestClient => {
    const client = new LiveTestClient(relay.url, compress ? { compress } : undefined);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    await upstream.start();
    // Long plates that do not repeat: a plain snapshot of ~11 MB, well over twice what the kernel
    // takes for a reader that has stopped (about 4 MB on loopback here; a 4.4 MB snapshot was not
    // always enough), so a stalled client's snapshot stays on the relay.
    upstream.trucks = Array.from({ length: TRUCKS }, (_, i) => ({
      ...companyTruck(i + 1, 45 + i / 1e5, 1 + (i % 3)),
      plate: randomBytes(650).toString('hex'),
    }));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        LIVE_SNAPSHOTS_IN_FLIGHT: String(IN_FLIGHT),
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    let step = 0;
    // A tenth of the fleet moves every 100 ms.
    moving = setInterval(() => {
      step += 1;
      upstream.trucks = upstream.trucks.map((t, i) =>
        i % 10 === step % 10 && t.lastpoint
          ? { ...t, lastpoint: { ...t.lastpoint, lat: t.lastpoint.lat + 1e-4 } }
          : t,
      );
    }, 100);
    await vi.waitFor(() => expect(relay.hub.snapshot(ALL_COMPANIES).trucks).toHaveLength(TRUCKS), {
      timeout: 20_000,
    });
  });

  afterAll(async () => {
    clearInterval(moving);
    for (const client of clients) client.close();
    await relay?.close();
    await upstream.close();
  });

  it('admits joins a few at a time: clients that stop reading hold the next ones back until they read', async () => {
    const stalled = Array.from({ length: IN_FLIGHT + 4 }, () => join());
    for (const client of stalled) client.socket.on('connect', () => client.tcp().pause());
    // Two snapshots are in flight and cannot leave; the other four clients wait their turn.
    await vi.waitFor(async () => expect(await waiting()).toBe(4), { timeout: 4000, interval: 20 });
    expect(stalled.filter((c) => c.snapshots > 0).length).toBeLessThanOrEqual(IN_FLIGHT);
    // Counted as they go, not as they are asked for (it said 6 here).
    expect(await sentForJoins()).toBe(IN_FLIGHT);

    for (const client of stalled) client.tcp().resume();
    await Promise.all(
      stalled.map((c) => c.until(() => c.replica.synced && c.replica.seq > 0, 30_000)),
    );
    // A client that fell behind while paused may be sent a fresh snapshot (reason "lagging"),
    // which queues like a join: the line drains, it does not have to be empty at this instant.
    await vi.waitFor(async () => expect(await waiting()).toBe(0), {
      timeout: 30_000,
      interval: 50,
    });
  }, 90_000);

  it('sends a client that asks the snapshot deflated; it ends with the same trucks as the relay', async () => {
    const deflating = join('deflate-raw');
    const plain = join();
    await Promise.all(
      // Deadlines, not durations: two 11 MB snapshots (one deflated) on 2 loaded cores took over
      // the default 15 s once.
      [deflating, plain].map((c) => c.until(() => c.replica.synced && c.replica.seq > 0, 60_000)),
    );
    expect(deflating.deflatedSnapshots).toBeGreaterThan(0);
    expect(plain.deflatedSnapshots).toBe(0);
    clearInterval(moving);
    // The last movement is polled: two polls end after the fleet stopped moving.
    for (let i = 0; i < 2; i++) {
      const after = Date.now();
      await vi.waitFor(() => expect(relay.hub.at).toBeGreaterThan(after), { timeout: 15_000 });
    }
    for (const client of [deflating, plain]) {
      await client.until(() => client.replica.seq === relay.hub.seq, 60_000);
      expect(checksum(client.replica.trucks.values())).toBe(checksum(relayState()));
    }
    // A fresh join at a quiet seq: its first state is the deflated snapshot alone.
    const late = join('deflate-raw');
    await late.until(() => late.replica.synced && late.replica.seq === relay.hub.seq, 60_000);
    expect(late.diffs).toHaveLength(0);
    expect(checksum(late.replica.trucks.values())).toBe(checksum(relayState()));
  }, 240_000);
});
