import net, { type AddressInfo } from 'node:net';
import type { DeviceRecordStore, DeviceRegistry } from '../contracts.js';
import type { IngestLog } from '../ingestLog.js';
import {
  DEFAULT_TELTONIKA_LIMITS,
  emptyTeltonikaMetrics,
  type TeltonikaLimits,
  type TeltonikaMetrics,
} from './limits.js';
import { TeltonikaSession } from './session.js';

/** What `startTeltonikaServer` takes. */
export interface TeltonikaServerOptions {
  /** 0 for any free port. */
  port: number;
  host?: string;
  registry: DeviceRegistry;
  store: DeviceRecordStore;
  log: IngestLog;
  limits?: Partial<TeltonikaLimits>;
}

/** A listening Teltonika server. */
export interface TeltonikaServer {
  /** The port bound (the real one when 0 was asked). */
  port: number;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
  /** Live counters. */
  metrics: TeltonikaMetrics;
}

/**
 * Starts the TCP listener for Teltonika Codec 8 / 8 Extended devices (docs/devices.md): refuses
 * connections beyond the bounds, then runs one `TeltonikaSession` per device.
 */
export async function startTeltonikaServer(
  options: TeltonikaServerOptions,
): Promise<TeltonikaServer> {
  const limits: TeltonikaLimits = { ...DEFAULT_TELTONIKA_LIMITS, ...options.limits };
  const metrics = emptyTeltonikaMetrics();
  const { log } = options;
  const sessions = new Set<TeltonikaSession>();
  const perAddress = new Map<string, number>();
  const context = { registry: options.registry, store: options.store, log, limits, metrics };

  const server = net.createServer((socket) => {
    const remote = socket.remoteAddress ?? 'unknown';
    socket.on('error', () => socket.destroy());
    if (sessions.size >= limits.maxConnections) {
      metrics.refusedMaxConnections += 1;
      log.warn({ remote, open: sessions.size }, 'teltonika: connection refused, too many open');
      socket.destroy();
      return;
    }
    const fromAddress = perAddress.get(remote) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress) {
      metrics.refusedPerAddress += 1;
      log.warn(
        { remote, open: fromAddress },
        'teltonika: connection refused, too many from this address',
      );
      socket.destroy();
      return;
    }
    perAddress.set(remote, fromAddress + 1);
    metrics.accepted += 1;
    const session = new TeltonikaSession(socket, context);
    sessions.add(session);
    metrics.open = sessions.size;
    socket.once('close', () => {
      sessions.delete(session);
      metrics.open = sessions.size;
      const left = (perAddress.get(remote) ?? 1) - 1;
      if (left <= 0) perAddress.delete(remote);
      else perAddress.set(remote, left);
    });
  });
  server.on('error', (error) => log.error({ error: String(error) }, 'teltonika: listener error'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port, host: options.host }, 'teltonika: listening');

  return {
    port,
    metrics,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.close();
      }),
  };
}
