import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { Server } from 'socket.io';
import type { Subscription } from 'rxjs';
import { startAccounts } from './auth/accountsModule.js';
import type { TokenVerifier } from './auth/tokens.js';
import type { RelayConfig } from './config/env.js';
import { createApp } from './http/app.js';
import { roadGraph } from './roads/buildRoads.js';
import { roadsRouter } from './roads/roadsRoute.js';
import { startSimulatorServer, type SimulatorServer } from './sim/simulatorServer.js';
import { FleetHub } from './socket/fleetHub.js';
import { registerLiveGateway } from './socket/liveGateway.js';
import { poll } from './upstream/poller.js';
import { fetchTrucks } from './upstream/trucksSource.js';

export interface RunningRelay {
  url: string;
  upstreamUrl: string;
  hub: FleetHub;
  /** Checks an access token: the seam the live socket's auth middleware calls. */
  verifyToken: TokenVerifier;
  close(): Promise<void>;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Starts the simulator (unless UPSTREAM_URL is set), the poller, the socket gateway and HTTP. */
export async function startRelay(config: RelayConfig, logger?: Logger): Promise<RunningRelay> {
  const log = logger ?? pino({ level: config.LOG_LEVEL });
  const accounts = await startAccounts(config, log);
  let simulator: SimulatorServer | undefined;
  // An in-memory data dir (tests) has no disk place for the road cache: the OS temp dir serves.
  const roads = roadGraph(
    config.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'fleetdeck-cache') : config.DATA_DIR,
  );
  if (!config.UPSTREAM_URL) {
    simulator = await startSimulatorServer({
      trucks: config.SIM_TRUCKS,
      seed: config.SIM_SEED,
      graph: roads,
    });
    log.info({ url: simulator.url, trucks: config.SIM_TRUCKS }, 'simulator started');
  }
  const upstreamUrl = config.UPSTREAM_URL ?? simulator?.url ?? '';

  const hub = new FleetHub();
  let lastPollAt = 0;
  const app = createApp({
    webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST,
    health: () => ({ trucks: hub.size, lastPollAt }),
    auth: accounts.authRouter,
    api: accounts.apiRouter,
    routers: [roadsRouter(roads)],
  });
  const http = createServer(app);
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  const gateway = registerLiveGateway(io, hub);

  const polling: Subscription = poll(() => fetchTrucks(upstreamUrl, config.POLL_TRUCKS_MS * 5), {
    periodMs: config.POLL_TRUCKS_MS,
    timeoutMs: config.POLL_TRUCKS_MS * 5,
    onError: (error, attempt) => log.warn({ err: error, attempt }, 'trucks poll failed'),
  }).subscribe((trucks) => {
    lastPollAt = Date.now();
    const diff = hub.update(trucks, lastPollAt);
    if (diff) gateway.publish(diff);
  });

  await new Promise<void>((resolve) => http.listen(config.PORT, config.HOST, resolve));
  const { port } = http.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    upstreamUrl,
    hub,
    verifyToken: accounts.verifyToken,
    close: async () => {
      polling.unsubscribe();
      await io.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await simulator?.close();
      await accounts.database.close();
    },
  };
}
