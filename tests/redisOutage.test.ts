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
  // Debug: each failed beat of the poller lock is a debug line during an outage (see below).
  const { logger, lines } = capturedLogger('debug');
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

  /**
   * The poller lock's beats that found Redis gone, as the relay logged them: it beats every third
   * of a lock period (`RedisLeadership`), so these are the relay's own clock during the outage.
   */
  const failedLockBeats = (): number =>
    lines.filter((l) => {
      const err = l['err'] as { type?: string; stack?: string } | undefined;
      return err?.type === 'ClientOfflineError' && /leadership\.ts/.test(err.stack ?? '');
    }).length;

  const beatsAfter = (from: number, count: number): Promise<void> =>
    vi.waitFor(
      () => expect(failedLockBeats() - from, 'failed lock beats').toBeGreaterThanOrEqual(count),
      {
        timeout: 10_000,
        interval: 20,
      },
    );

  const move = (lat: number): void => {
    const truck = upstream.trucks[0];
    if (truck?.lastpoint) truck.lastpoint = { ...truck.lastpoint, lat };
  };

  it('stops polling while Redis is down, keeps the clients, and resumes when it is back', async () => {
    move(46.01);
    await client.until(() => client.replica.trucks.get(1)?.lastpoint?.lat === 46.01);
    await redis.stop();
    await vi.waitFor(() => expect(relay.pipeline.isPolling).toBe(false), { timeout: 10_000 });
    // A poll sent just before polling stopped has landed by the lock's next beat.
    await beatsAfter(failedLockBeats(), 1);
    const seqDown = relay.hub.seq;
    const polls = upstream.hits.trucks;
    move(46.02);
    // Two lock periods without Redis, on the relay's clock (six beats of its lock, each failing):
    // nothing polled, the clients keep what they had.
    await beatsAfter(failedLockBeats(), 6);
    expect(relay.pipeline.isPolling).toBe(false);
    expect(upstream.hits.trucks).toBe(polls);
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
