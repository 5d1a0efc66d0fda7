import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { firstValueFrom, filter } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisLeadership } from '@fleetdeck/relay';
import { available } from './support/services.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connect() {
  const client = createClient({
    url: REDIS_URL,
    socket: { connectTimeout: 1000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

const probe = await connect();
type Client = NonNullable<typeof probe>;
available(Boolean(probe), `Redis at ${REDIS_URL}`, 'tests/leadership.test.ts');

const becomes = (l: RedisLeadership, value: boolean) =>
  firstValueFrom(l.leader$.pipe(filter((v) => v === value)));

describe.skipIf(!probe)('RedisLeadership (real Redis)', () => {
  const prefix = `fleetdeck-test-${randomUUID()}`;
  let redis: Client;

  beforeAll(() => {
    redis = probe as Client;
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  });

  it('lets exactly one relay poll, hands over on release, and keeps the seq', async () => {
    const a = new RedisLeadership(redis, { prefix, lockMs: 600 });
    await becomes(a, true);
    const b = new RedisLeadership(redis, { prefix, lockMs: 600 });
    let bLeader = false;
    const sub = b.leader$.subscribe((v) => (bLeader = v));
    // A negative check: over more than a lock period (A renews, B's tries fail) B never leads.
    const lockPeriodAndMore = 700;
    await new Promise((resolve) => setTimeout(resolve, lockPeriodAndMore));
    expect(bLeader).toBe(false);
    a.saveSeq(41);
    await a.close();
    await becomes(b, true);
    expect(await b.loadSeq()).toBe(41);
    sub.unsubscribe();
    await b.close();
  });

  it('steps down when the lock is no longer its own', async () => {
    const a = new RedisLeadership(redis, { prefix: `${prefix}:b`, lockMs: 600 });
    await becomes(a, true);
    await redis.set(`${prefix}:b:poller-lock`, 'someone-else', {
      expiration: { type: 'PX', value: 5000 },
    });
    await becomes(a, false);
    await a.close();
    // close() did not delete another relay's lock.
    expect(await redis.get(`${prefix}:b:poller-lock`)).toBe('someone-else');
  });
});
