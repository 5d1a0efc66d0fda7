import type { Logger } from 'pino';
import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url, disableOfflineQueue: true });
export type RedisClient = ReturnType<typeof newClient>;

export interface RedisClients {
  /** Publishes for the Socket.IO adapter (its failures are caught: see below). */
  adapterPub: RedisClient;
  sub: RedisClient;
  lock: RedisClient;
  /** Every client, to quit at close. */
  all: RedisClient[];
  /** Where the relay's own Redis failures go: logged once per outage. */
  onError: (error: unknown) => void;
}

/**
 * The relay's three Redis connections (publish, subscribe, poller lock). During an outage commands
 * fail at once instead of queueing (the live stream must not replay stale ticks when Redis is back,
 * and the lock holder must learn at once that it cannot prove its lock), and the outage is logged
 * once, with one line when Redis is reachable again.
 */
export async function connectRedis(url: string, log: Logger): Promise<RedisClients> {
  let down = false;
  const onError = (error: unknown): void => {
    if (down) return void log.debug({ err: error }, 'redis still unreachable');
    down = true;
    log.warn({ err: error }, 'redis unreachable');
  };
  const onReady = (): void => {
    if (!down) return;
    down = false;
    log.info('redis reachable again');
  };
  const pub = newClient(url);
  const sub = pub.duplicate();
  const lock = pub.duplicate();
  const all = [pub, sub, lock];
  for (const client of all) client.on('error', onError).on('ready', onReady);
  await Promise.all(all.map((client) => client.connect()));
  // @socket.io/redis-adapter publishes without handling a failed PUBLISH: in an outage each
  // broadcast would leave an unhandled rejection, which ends a Node process. Handled here.
  const adapterPub = new Proxy(pub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'publish') {
        return (...args: Parameters<RedisClient['publish']>) => {
          const sent = target.publish(...args);
          sent.catch(onError);
          return sent;
        };
      }
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { adapterPub, sub, lock, all, onError };
}

/**
 * Closes the connections: gracefully (pending replies first) for up to `graceMs`, then at once. A
 * client still reconnecting after an outage can wait forever for its graceful close.
 */
export async function closeRedis(clients: readonly RedisClient[], graceMs = 1_000): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.close().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      if (client.isOpen) client.destroy();
    }),
  );
}
