import { createClient } from 'redis';

/** The loopback services of the test machines and CI; the environment points elsewhere. */
export const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
export const POSTGRES_URL =
  process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a Redis server answers a PING at `url` (within a second, no retries). */
export async function redisReachable(url = REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit();
  }
}

/**
 * Whether a suite may run, given that what it needs (`what`) is there or not. Outside CI a
 * missing service skips the suite with a warning; with `CI=true` the run fails at once, naming
 * it: CI proves what docs/reliability.md claims, and a skipped suite proves nothing.
 */
export function available(ok: boolean, what: string, file: string): boolean {
  if (ok) return true;
  if (process.env['CI']) {
    throw new Error(`${file}: ${what} is not reachable, and CI runs every suite (see .ci/run)`);
  }
  console.warn(`${file} skipped: ${what} is not reachable`);
  return false;
}
