import express, { type Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Observable, Subscription } from 'rxjs';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { ConfigError, type RelayConfig } from '../config/env.js';
import {
  GroupCommitStore,
  PgDeviceRecordStore,
  scheduleMaintenance,
  startDeviceUpstream,
  type RunningDeviceUpstream,
} from './history/index.js';
import { osmandRouter } from './osmand/router.js';
import { PgDeviceRegistry } from './registry/index.js';
import { backfillSimulatedDevices } from './simulatedBackfill.js';
import { startTeltonikaServer, type TeltonikaServer } from './teltonika/server.js';

/** Trackers reporting straight to the relay (issue 49, docs/devices.md), as the relay runs them. */
export interface DevicesModule {
  /** In devices mode: the loopback upstream answering from the devices' history. */
  upstreamUrl: string | undefined;
  /** `/osmand` for Traccar Client phones (only while devices are listened to). */
  routers: Router[];
  /**
   * Starts the Teltonika listener and, in devices mode, the simulated fleet's devices: only while
   * `leader$` says this relay leads (one simulated fleet per deployment, not one per relay).
   */
  listen(httpPort: number, leader$: Observable<boolean>): Promise<void>;
  /** The Teltonika listener's port once listening (tests, the log). */
  tcpPort(): number | undefined;
  /** Whether this relay runs the simulated fleet's devices now. */
  simulating(): boolean;
  close(): Promise<void>;
}

type DevicesConfig = Pick<
  RelayConfig,
  | 'FLEET_FEED'
  | 'DEVICES_TCP_LISTEN'
  | 'DEVICES_TCP_PORT'
  | 'DEVICES_MAX_CONNECTIONS'
  | 'DEVICES_SIM_BACKFILL_HOURS'
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
      simulating: () => false,
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
  // The devices' packets, a record or two each from thousands of connections, are written in
  // groups (one transaction per group, each ack still after its commit): docs/perf.md, devices.
  const ingest = new GroupCommitStore(store);
  let upstream: RunningDeviceUpstream | undefined;
  if (devicesFeed) upstream = await startDeviceUpstream({ pool, fleet: registry, log });
  const osmand = express.Router().use('/osmand', osmandRouter({ registry, store: ingest, log }));
  let tcp: TeltonikaServer | undefined;
  let simulation: Promise<{ close(): Promise<void> } | undefined> = Promise.resolve(undefined);
  let simulated = false;
  let closing = false;
  let leading: Subscription | undefined;
  const startSimulated = async (httpPort: number, tcpPort: number) => {
    const sim = await import('@fleetdeck/sim');
    const fleet = new sim.FleetSimulator(config.SIM_TRUCKS, config.SIM_SEED, Date.now(), {
      graph: options.graph,
      ...(config.SIM_INFRINGING_SHARE ? { infringingShare: config.SIM_INFRINGING_SHARE } : {}),
    });
    const bindings = sim.deviceBindingsOf(fleet.list());
    const seeded = await registry.seed(bindings);
    const running = sim.startDeviceSimulator({
      host: '127.0.0.1',
      port: tcpPort,
      osmandUrl: `http://127.0.0.1:${httpPort}/osmand`,
      trucks: config.SIM_TRUCKS,
      seed: config.SIM_SEED,
      simulator: fleet,
    });
    const backfill = backfillSimulatedDevices({
      sim,
      fleet,
      bindings,
      store,
      hours: config.DEVICES_SIM_BACKFILL_HOURS,
      log,
    });
    simulated = true;
    log.info({ trucks: config.SIM_TRUCKS, bound: seeded }, 'simulated fleet reports as devices');
    return {
      close: async () => {
        simulated = false;
        backfill.stop();
        await running.close();
        await backfill.done;
        log.info('simulated fleet stopped reporting');
      },
    };
  };

  return {
    upstreamUrl: upstream?.url,
    routers: [osmand],
    async listen(httpPort, leader$) {
      tcp = await startTeltonikaServer({
        port: config.DEVICES_TCP_PORT,
        host: config.HOST,
        registry,
        store: ingest,
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
      const port = tcp.port;
      // Several relays on one database and Redis: only the leader plays the simulated fleet (its
      // records are stored in the shared database, which every relay's device upstream reads);
      // a relay taking over starts it, one losing the lead stops it.
      leading = leader$.subscribe((leader) => {
        simulation = simulation
          .then(async (running) => {
            if (leader && !running && !closing) return startSimulated(httpPort, port);
            if (!leader && running) await running.close();
            return leader ? running : undefined;
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'the simulated devices did not start');
            return undefined;
          });
      });
      // A sole relay leads at once: its fleet is bound and reporting when the relay is up.
      await simulation;
    },
    tcpPort: () => tcp?.port,
    simulating: () => simulated,
    async close() {
      closing = true;
      leading?.unsubscribe();
      maintenance.stop();
      await (await simulation)?.close();
      await tcp?.close();
      await upstream?.close();
    },
  };
}
