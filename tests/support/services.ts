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
