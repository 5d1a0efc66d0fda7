import express, { type Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { ConfigError, type RelayConfig } from '../config/env.js';
import {
  PgDeviceRecordStore,
  scheduleMaintenance,
  startDeviceUpstream,
  type RunningDeviceUpstream,
} from './history/index.js';
import { osmandRouter } from './osmand/router.js';
import { PgDeviceRegistry } from './registry/index.js';
import { startTeltonikaServer, type TeltonikaServer } from './teltonika/server.js';

/** Trackers reporting straight to the relay (issue 49, docs/devices.md), as the relay runs them. */
export interface DevicesModule {
  /** In devices mode: the loopback upstream answering from the devices' history. */
  upstreamUrl: string | undefined;
  /** `/osmand` for Traccar Client phones (only while devices are listened to). */
  routers: Router[];
  /** Starts the Teltonika listener and, in devices mode, the simulated fleet's devices. */
  listen(httpPort: number): Promise<void>;
  /** The Teltonika listener's port once listening (tests, the log). */
  tcpPort(): number | undefined;
  close(): Promise<void>;
}

type DevicesConfig = Pick<
  RelayConfig,
  | 'FLEET_FEED'
  | 'DEVICES_TCP_LISTEN'
  | 'DEVICES_TCP_PORT'
  | 'DEVICES_MAX_CONNECTIONS'
  | 'HISTORY_RETENTION_DAYS'
  | 'HOST'
  | 'SIM_TRUCKS'
  | 'SIM_SEED'
  | 'SIM_INFRINGING_SHARE'
>;

/**
 * The devices' parts of a relay: the registry (one per pool, shared with the REST calls so a
 * removal stops a device at once), the record store, the Teltonika listener and the OsmAnd
 * endpoint. In devices mode (`FLEET_FEED=devices`) the live path polls a loopback upstream made
 * from the stored records, and the simulated fleet reports through devices: its trackers are
 * bound first (same ids, plates and companies as the simulator's), then connect.
 */
export async function devicesModule(options: {
  config: DevicesConfig;
  pool: pg.Pool;
  log: Logger;
  graph: RoadGraph;
}): Promise<DevicesModule> {
  const { config, pool, log } = options;
  const devicesFeed = config.FLEET_FEED === 'devices';
  if (!config.DEVICES_TCP_LISTEN && !devicesFeed) {
    return {
      upstreamUrl: undefined,
      routers: [],
      listen: () => Promise.resolve(),
      tcpPort: () => undefined,
      close: () => Promise.resolve(),
    };
  }
  const registry = PgDeviceRegistry.for(pool);
  const store = new PgDeviceRecordStore({
    pool,
    log,
    retentionDays: config.HISTORY_RETENTION_DAYS,
  });
  const maintenance = scheduleMaintenance(store, log);
  let upstream: RunningDeviceUpstream | undefined;
  if (devicesFeed) upstream = await startDeviceUpstream({ pool, fleet: registry, log });
  const osmand = express.Router().use('/osmand', osmandRouter({ registry, store, log }));
  let tcp: TeltonikaServer | undefined;
  let simulated: { close(): Promise<void> } | undefined;

  return {
    upstreamUrl: upstream?.url,
    routers: [osmand],
    async listen(httpPort) {
      tcp = await startTeltonikaServer({
        port: config.DEVICES_TCP_PORT,
        host: config.HOST,
        registry,
        store,
        log,
        limits: { maxConnections: config.DEVICES_MAX_CONNECTIONS },
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') throw error;
        throw new ConfigError(
          `Port ${config.DEVICES_TCP_PORT} is already in use: set DEVICES_TCP_PORT to a free port (0 picks one).`,
        );
      });
      log.info({ port: tcp.port }, 'Teltonika devices listened to');
      if (!devicesFeed || config.SIM_TRUCKS === 0) return;
      const sim = await import('@fleetdeck/sim');
      const fleet = new sim.FleetSimulator(config.SIM_TRUCKS, config.SIM_SEED, Date.now(), {
        graph: options.graph,
        ...(config.SIM_INFRINGING_SHARE ? { infringingShare: config.SIM_INFRINGING_SHARE } : {}),
      });
      const seeded = await registry.seed(sim.deviceBindingsOf(fleet.list()));
      simulated = sim.startDeviceSimulator({
        host: '127.0.0.1',
        port: tcp.port,
        osmandUrl: `http://127.0.0.1:${httpPort}/osmand`,
        trucks: config.SIM_TRUCKS,
        seed: config.SIM_SEED,
        simulator: fleet,
      });
      log.info({ trucks: config.SIM_TRUCKS, bound: seeded }, 'simulated fleet reports as devices');
    },
    tcpPort: () => tcp?.port,
    async close() {
      maintenance.stop();
      await simulated?.close();
      await tcp?.close();
      await upstream?.close();
    },
  };
}
