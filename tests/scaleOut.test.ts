import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from './support/liveClient.js';
import { RelayProcess } from './support/relayProcess.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';
import { REDIS_URL, redisReachable, available } from './support/services.js';

const LOCK_MS = 1000;

const reachable = available(
  await redisReachable(),
  `Redis at ${REDIS_URL}`,
  'tests/scaleOut.test.ts',
);

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!reachable)(`two relays on Redis at ${REDIS_URL}`, () => {
  const prefix = `fleetdeck-test-${randomUUID()}`;
  let upstream: TestUpstream;
  let a: RelayProcess;
  let b: RelayProcess;
  let client: LiveTestClient;
  let lat = 45;

  const move = (): void => {
    lat += 0.01;
    upstream.trucks = [companyTruck(1, lat, 1), companyTruck(2, lat, 2), companyTruck(3, lat, 3)];
  };

  beforeAll(async () => {
    upstream = await new TestUpstream().start();
    move();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      POLL_TRUCKS_MS: '200',
      POLL_LOCK_MS: String(LOCK_MS),
      LIVE_COMPANY_MASTERS: '1:2',
      LOG_LEVEL: 'warn',
    };
    a = new RelayProcess(env);
    await a.ready();
    await eventually(async () => (await a.health()).polling);
    b = new RelayProcess(env);
    await b.ready();
  });

  afterAll(async () => {
    client?.close();
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await upstream?.close();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
  });

  it('a client on relay B receives the diffs relay A polls', async () => {
    expect((await b.health()).polling).toBe(false);
    client = new LiveTestClient(b.url, { company: 1 });
    await client.until(() => client.replica.synced && client.replica.trucks.size === 2);
    const seq = client.replica.seq;
    move();
    await client.until(() => client.replica.seq > seq);
    expect(client.replica.trucks.get(2)?.lastpoint?.lat).toBeCloseTo(lat, 6);
    expect((await a.health()).polling).toBe(true);
    expect((await b.health()).polling).toBe(false);
  });

  it('after A dies, B takes the lock, polls, and the client keeps its seq going', async () => {
    const snapshotsBefore = client.snapshots;
    const seqBefore = client.replica.seq;
    await a.kill();
    await eventually(async () => (await b.health()).polling);
    move();
    await client.until(
      () => client.replica.seq > seqBefore && client.replica.trucks.get(1)?.lastpoint?.lat === lat,
    );
    // seq continued from Redis: the client saw no gap, or at worst resynced once.
    expect(client.resyncs).toBeLessThanOrEqual(1);
    expect(client.snapshots - snapshotsBefore).toBeLessThanOrEqual(1);
    expect(client.replica.trucks.get(2)?.lastpoint?.lat).toBe(lat);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    expect(Number(await redis.get(`${prefix}:fleet-seq`))).toBe(client.replica.seq);
    await redis.quit();
  });
});
