import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { LiveTestClient } from './support/liveClient.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';

const LIMIT = 64 * 1024;

describe('a client that stops reading', () => {
  let upstream: TestUpstream;
  let relay: RunningRelay;
  let moving: NodeJS.Timeout | undefined;
  let healthy: LiveTestClient;
  let slow: LiveTestClient;

  beforeAll(async () => {
    upstream = await new TestUpstream().start();
    upstream.trucks = Array.from({ length: 4000 }, (_, i) => companyTruck(i + 1, 45, 1 + (i % 3)));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        LIVE_CLIENT_MAX_PENDING_BYTES: String(LIMIT),
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    let step = 0;
    // Every truck moves every 100 ms: ~80 KB of diff per tick, far more than a stalled reader holds.
    moving = setInterval(() => {
      step += 1;
      upstream.trucks = upstream.trucks.map((t) =>
        // A different latitude per truck: a column of one repeated value would travel once.
        companyTruck(t.id, 45 + step / 1e4 + t.id / 1e7, t.details?.company),
      );
    }, 100);
    healthy = new LiveTestClient(relay.url);
    slow = new LiveTestClient(relay.url);
    await Promise.all(
      [healthy, slow].map((c) => c.until(() => c.replica.synced && c.replica.seq > 0)),
    );
  });

  afterAll(async () => {
    clearInterval(moving);
    healthy.close();
    slow.close();
    await relay.close();
    await upstream.close();
  });

  it('holds diffs back for it with bounded memory, then sends one fresh snapshot', async () => {
    const statsOf = () => relay.gateway.clientStats().find((s) => s.id === slow.socket.id);
    slow.tcp().pause();
    const snapshotsBefore = slow.snapshots;
    // The kernel buffers fill first; then the relay sees bytes pile up and stops sending.
    await vi.waitFor(() => expect(statsOf()?.lagging).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    const atLag = statsOf()?.pendingBytes ?? 0;
    const seqAtLag = healthy.replica.seq;
    await healthy.until(() => healthy.replica.seq >= seqAtLag + 10);
    // Ten more ticks went to the healthy client; nothing more was queued for the stalled one.
    const later = statsOf()?.pendingBytes ?? 0;
    expect(later).toBeLessThanOrEqual(atLag + 1024);
    expect(atLag).toBeLessThan(LIMIT + 512 * 1024); // the limit plus at most the last diff
    const lagging = await (await fetch(`${relay.url}/metrics`)).text();
    expect(lagging).toMatch(/fleetdeck_clients_lagging 1\b/);

    slow.tcp().resume();
    await slow.until(() => slow.snapshots > snapshotsBefore, 20_000);
    await slow.until(() => !statsOf()?.lagging);
    clearInterval(moving);
    // The last movement is polled: two polls end after the fleet stopped moving.
    for (let i = 0; i < 2; i++) {
      const after = Date.now();
      await vi.waitFor(() => expect(relay.hub.at).toBeGreaterThan(after), { timeout: 15_000 });
    }
    await slow.until(() => slow.replica.synced && slow.replica.seq === relay.hub.seq);
    await healthy.until(() => healthy.replica.seq === relay.hub.seq);
    expect(slow.replica.trucks).toEqual(healthy.replica.trucks);
    expect(slow.replica.trucks.size).toBe(4000);
  });
});
