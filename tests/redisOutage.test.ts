import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { LiveTestClient } from './support/liveClient.js';
import { HAS_REDIS_SERVER, OwnRedis } from './support/redisServer.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';
import { capturedLogger } from './support/logLines.js';
import { available } from './support/services.js';

/**
 * Redis goes away and comes back. Without Redis no relay can prove it holds the poller lock, so
 * polling stops (no two pollers); clients keep their state; when Redis returns a relay takes the
 * lock again and the stream goes on, each client resyncing at most once, nothing applied out of
 * order.
 */
const canRun = available(HAS_REDIS_SERVER, 'a redis-server binary', 'tests/redisOutage.test.ts');

describe.skipIf(!canRun)('Redis down and back', () => {
  const redis = new OwnRedis();
  const upstream = new TestUpstream();
  const { logger, lines } = capturedLogger('info');
  let relay: RunningRelay;
  let client: LiveTestClient;

  beforeAll(async () => {
    await redis.start();
    await upstream.start();
    upstream.trucks = [1, 2, 3].map((id) => companyTruck(id, 45 + id / 10));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `outage-${process.pid}`,
        POLL_TRUCKS_MS: '100',
        POLL_LOCK_MS: '600',
        LIVE_REQUIRE_AUTH: 'false',
        DATA_DIR: 'memory://redis-outage',
      }),
      { logger },
    );
    client = new LiveTestClient(relay.url);
    await client.until(() => client.replica.synced && client.replica.trucks.size === 3);
  }, 30_000);

  afterAll(async () => {
    client?.close();
    await relay?.close();
    await upstream.close();
    await redis.stop();
  });

  const move = (lat: number): void => {
    const truck = upstream.trucks[0];
    if (truck?.lastpoint) truck.lastpoint = { ...truck.lastpoint, lat };
  };

  it('stops polling while Redis is down, keeps the clients, and resumes when it is back', async () => {
    move(46.01);
    await client.until(() => client.replica.trucks.get(1)?.lastpoint?.lat === 46.01);
    await redis.stop();
    await vi.waitFor(() => expect(relay.pipeline.isPolling).toBe(false), { timeout: 10_000 });
    const seqDown = relay.hub.seq;
    move(46.02);
    // Two lock periods without Redis: nothing polled, the clients keep what they had.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(relay.hub.seq).toBe(seqDown);
    expect(client.replica.trucks.size).toBe(3);
    expect(client.replica.trucks.get(1)?.lastpoint?.lat).toBe(46.01);

    const resyncs = client.resyncs;
    const snapshots = client.snapshots;
    await redis.start();
    await vi.waitFor(() => expect(relay.pipeline.isPolling).toBe(true), { timeout: 20_000 });
    await client.until(() => client.replica.trucks.get(1)?.lastpoint?.lat === 46.02, 20_000);
    expect(client.resyncs - resyncs).toBeLessThanOrEqual(1);
    expect(client.snapshots - snapshots).toBeLessThanOrEqual(1);
    const seqs = client.diffs.map((d) => d.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The outage is logged, not a line per retry.
    const errors = lines.filter((l) => l.level >= 40).length;
    expect(errors).toBeLessThan(20);
  }, 60_000);
});
