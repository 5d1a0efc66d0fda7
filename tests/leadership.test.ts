import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { firstValueFrom, filter } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisLeadership, type LockClient } from '@fleetdeck/relay';
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

/**
 * The relay's lock client, counting what its beats met: the lock's own clock (a beat every third
 * of a lock period) is what the negative check below waits on, not the test's wall clock.
 */
function counted(client: Client) {
  const seen = { renewed: 0, takes: 0, taken: 0, failedAfterRelease: 0, released: false };
  const lock: LockClient = {
    eval: async (script, options) => {
      const answer = await client.eval(script, options);
      if (script.includes('pexpire') && answer === 1) seen.renewed += 1;
      return answer;
    },
    set: async (key, value, options) => {
      const issuedAfterRelease = seen.released;
      const answer = await client.set(key, value, options);
      if (options?.condition === 'NX') {
        seen.takes += 1;
        if (answer === 'OK') seen.taken += 1;
        else if (issuedAfterRelease) seen.failedAfterRelease += 1;
      }
      return answer;
    },
    get: (key) => client.get(key),
  };
  return { lock, seen };
}

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
    const aLock = counted(redis);
    const a = new RedisLeadership(aLock.lock, { prefix, lockMs: 600 });
    await becomes(a, true);
    const bLock = counted(redis);
    const b = new RedisLeadership(bLock.lock, { prefix, lockMs: 600 });
    let bLeader = false;
    const sub = b.leader$.subscribe((v) => (bLeader = v));
    // A negative check, counted in beats of the lock rather than slept: B tries every third of a
    // period from when A already held the lock, so its fifth failed try comes more than a lock
    // period after A took it (past the expiry had A not renewed). Until then A renews, B never
    // leads. The wait ends early, and the check fails, should B lead.
    await vi.waitFor(
      () => {
        if (bLeader) return;
        expect(bLock.seen.takes - bLock.seen.taken).toBeGreaterThanOrEqual(5);
        expect(aLock.seen.renewed).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(bLeader).toBe(false);
    expect(bLock.seen.taken).toBe(0);
    a.saveSeq(41);
    await a.close();
    bLock.seen.released = true;
    await becomes(b, true);
    // Handed over by the release, not by the lock running out: B's first try after it succeeded.
    expect(bLock.seen.failedAfterRelease).toBe(0);
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
