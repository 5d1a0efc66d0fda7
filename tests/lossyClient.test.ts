import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { ALL_COMPANIES, type Truck } from '@fleetdeck/shared';
import { LiveTestClient } from './support/liveClient.js';
import { LossyProxy } from './support/lossyProxy.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';

/** Every truck's state in id order: equal checksums mean equal states. */
const checksum = (trucks: Iterable<Truck>): string =>
  JSON.stringify([...trucks].sort((a, b) => a.id - b.id));

/**
 * A client on a slow link that drops now and then: whatever it missed, it ends with exactly the
 * relay's state once upstream is quiet.
 */
describe('a client on a lossy, slow link', () => {
  const upstream = new TestUpstream();
  let relay: RunningRelay;
  let proxy: LossyProxy;
  let client: LiveTestClient;

  beforeAll(async () => {
    await upstream.start();
    upstream.trucks = Array.from({ length: 60 }, (_, i) => companyTruck(i + 1, 44 + i / 50));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        LIVE_REQUIRE_AUTH: 'false',
        DATA_DIR: 'memory://lossy',
      }),
    );
    const { port } = new URL(relay.url);
    proxy = await new LossyProxy({ host: '127.0.0.1', port: Number(port) }).start();
    client = new LiveTestClient(proxy.url);
    await client.until(() => client.replica.synced, 20_000);
  }, 30_000);

  afterAll(async () => {
    client?.close();
    await proxy?.close();
    await relay?.close();
    await upstream.close();
  });

  it('converges to the relay state after delays and cuts', async () => {
    // Five seconds of traffic: a fifth of the trucks move every 100 ms; the link drops three times.
    for (let step = 0; step < 50; step++) {
      for (const truck of upstream.trucks) {
        if (Math.random() < 0.2 && truck.lastpoint)
          truck.lastpoint = { ...truck.lastpoint, lat: truck.lastpoint.lat + 0.001, speed: step };
      }
      if (step % 15 === 14) proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(proxy.cuts).toBe(3);
    // Upstream is quiet now: wait for the relay to take the last poll, then for the client.
    const lats = (trucks: Iterable<{ id: number; lastpoint?: { lat: number } | null }>) =>
      [...trucks].sort((a, b) => a.id - b.id).map((t) => t.lastpoint?.lat);
    await vi.waitFor(() => expect(lats(relayState())).toEqual(lats(upstream.trucks)), {
      timeout: 10_000,
    });
    await vi.waitFor(
      () => expect(checksum(client.replica.trucks.values())).toBe(checksum(relayState())),
      { timeout: 20_000 },
    );
    expect(client.replica.seq).toBe(relay.hub.seq);
    // It got there through snapshots after each cut and ordered diffs between them.
    expect(client.snapshots).toBeGreaterThanOrEqual(2);
  }, 60_000);

  const relayState = (): readonly Truck[] => relay.hub.snapshot(ALL_COMPANIES).trucks;
});
