import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdapter } from '@socket.io/redis-adapter';
import { pino, type Logger } from 'pino';
import { Server } from 'socket.io';
import { startAccounts } from './auth/accountsModule.js';
import { tokenAuthorizer } from './auth/liveAuthorizer.js';
import { CredentialWatch } from './auth/credentialWatch.js';
import type { TokenVerifier } from './auth/tokens.js';
import { ConfigError, type RelayConfig } from './config/env.js';
import { createApp } from './http/app.js';
import { pressureGuard } from './http/pressure.js';
import { routeTable, type RouteEntry } from './http/routeTable.js';
import { LiveMetrics } from './metrics/liveMetrics.js';
import { measuringParser } from './metrics/measuringParser.js';
import { roadGraph } from './roads/buildRoads.js';
import { driversApi } from './plafond/driversApi.js';
import { createGeocoder } from './geocode/createGeocoder.js';
import { geocodeApi } from './geocode/geocodeRouter.js';
import { lockApi } from './upstream/lockRouter.js';
import type { CompanyUpstreamDeps } from './upstream/companyUpstream.js';
import { analyserApi } from './analyser/analyserRouter.js';
import { passageApi } from './passage/passageRouter.js';
import { bluetoothApi } from './bluetooth/bluetoothRouter.js';
import { mapConfigRouter } from './roads/mapConfigRoute.js';
import { roadsRouter } from './roads/roadsRoute.js';
import { onlineOrigins } from './roads/onlineStyles.js';
import { placesRouter } from './roads/placesRoute.js';
import { waterRouter } from './roads/waterRoute.js';
import { sharedLinks } from './sharelinks/sharedLinksModule.js';
import { alertHandling } from './alerts/alertHandling.js';
import { TagRepository } from './tags/tagRepository.js';
import { tagsApi } from './tags/tagsRouter.js';
import { devicesModule } from './devices/devicesModule.js';
import { devicesApi } from './devices/registry/index.js';
import { TruckTagger } from './tags/truckTagger.js';
import { poiModule } from './poi/poiModule.js';
import { plannerModule } from './planner/plannerModule.js';
import { resourceParkings } from './planner/drivingTime/index.js';
import { savedRoutesApi } from './planner/savedRoutes/savedRoutesRouter.js';
import { createResourceProvider } from './planner/resources/createResourceProvider.js';
import { resourcesApi } from './planner/resources/resourcesRouter.js';
import { reachableAreaOf } from './planner/resources/reachableArea.js';
import { freightApi } from './planner/freight/freightRouter.js';
import { SimulatedFreightBoard } from './planner/freight/simulatedBoard.js';
import { wallTokenRouters } from './walls/wallTokens.js';
import { StaticCompanyDirectory, type CompanyDirectory } from './live/companies.js';
import { FleetHub } from './live/hub.js';
import { AdapterBus, LocalBus, type LiveBus } from './live/bus.js';
import { LiveGateway, type LiveAuthorizer } from './socket/liveGateway.js';
import { closeRedis, connectRedis, type RedisClient } from './live/redisClients.js';
import { RedisLeadership, SoleLeadership, type Leadership } from './live/leadership.js';
import { embeddedSimulator } from './upstream/embeddedSimulator.js';
import { LivePipeline } from './live/pipeline.js';

export interface RunningRelay {
  url: string;
  upstreamUrl: string;
  /** The Teltonika devices' TCP port, when devices are listened to (docs/devices.md). */
  devicesTcpPort: number | undefined;
  /** Whether this relay plays the simulated fleet's devices now (devices mode: the leader only). */
  devicesSimulating(): boolean;
  hub: FleetHub;
  gateway: LiveGateway;
  pipeline: LivePipeline;
  metrics: LiveMetrics;
  /** Every HTTP route the relay answers (method and Express path). */
  routes: readonly RouteEntry[];
  /** The geofence engine, as tests wait on it: whether it watches a company's POI now. */
  geofence: { watches(company: number, poi: number): boolean; settled(): Promise<void> };
  /** Checks an access token: what a `/live` authorizer calls (see `authorize` below). */
  verifyToken: TokenVerifier;
  /** Whether the demo companies and accounts are there (the simulator package is installed). */
  demoData: boolean;
  close(): Promise<void>;
}

/** Seams later work plugs into; defaults keep the embedded relay self-contained. */
export interface RelayDeps {
  logger?: Logger;
  /** `/live` handshake check (tokens arrive with accounts); allows every handshake by default. */
  authorize?: LiveAuthorizer;
  /** Master/slave companies; by default from `LIVE_COMPANY_MASTERS`. */
  companies?: CompanyDirectory;
}

/** How long requests in flight may take to finish when the relay stops (the whole stop: 5 s). */
const SHUTDOWN_DRAIN_MS = 3_000;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Starts the simulator (unless UPSTREAM_URL is set), the live pipeline, the socket gateway and
 * HTTP. With REDIS_URL the relays of a deployment share fan-out and the poller lock.
 */
export async function startRelay(
  config: RelayConfig,
  depsOrLogger: RelayDeps | Logger = {},
): Promise<RunningRelay> {
  const deps: RelayDeps = 'info' in depsOrLogger ? { logger: depsOrLogger } : depsOrLogger;
  const log = deps.logger ?? pino({ level: config.LOG_LEVEL });
  // An in-memory data dir (tests) has no disk place for the road cache: the OS temp dir serves.
  const roads = roadGraph(
    config.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'fleetdeck-cache') : config.DATA_DIR,
  );
  // Devices mode: the simulated fleet reports through trackers instead of as an upstream.
  const devicesFeed = config.FLEET_FEED === 'devices';
  const simulator = await embeddedSimulator({
    start: !config.UPSTREAM_URL && !devicesFeed,
    trucks: config.SIM_TRUCKS,
    seed: config.SIM_SEED,
    graph: roads,
    infringingShare: config.SIM_INFRINGING_SHARE,
  });
  if (simulator.url)
    log.info({ url: simulator.url, trucks: config.SIM_TRUCKS }, 'simulator started');
  const accounts = await startAccounts(config, log, simulator.demoCompanies, simulator.demoTags);
  /** The user's `admin.helpdesk` (freight exchanges, where unknown devices connected from). */
  const isHelpdesk = async (id: number) => (await accounts.userById(id))?.helpdesk ?? false;
  const devices = await devicesModule({ config, pool: accounts.database.pool, log, graph: roads });
  const upstreamUrl = devices.upstreamUrl ?? config.UPSTREAM_URL ?? simulator.url ?? '';

  const metrics = new LiveMetrics();
  // Master/slave companies come from the accounts store unless configured explicitly.
  const companies =
    deps.companies ??
    new StaticCompanyDirectory(
      config.LIVE_COMPANY_MASTERS.size > 0
        ? config.LIVE_COMPANY_MASTERS
        : await accounts.companyMasters(),
    );
  const hub = new FleetHub(companies);
  const links = sharedLinks(accounts.database.pool, hub, accounts.tenantScope);
  const alerts = alertHandling({
    pool: accounts.database.pool,
    hub,
    accounts: { userById: accounts.userById },
    tenantScope: accounts.tenantScope,
    isPolling: () => live.pipeline?.isPolling ?? false,
    log,
  });
  const pois = poiModule({
    pool: accounts.database.pool,
    hub,
    tenantScope: accounts.tenantScope,
    isPolling: () => live.pipeline?.isPolling ?? false,
    log,
    smtp: { url: config.SMTP_URL, from: config.SMTP_FROM, timeoutMs: config.SMTP_TIMEOUT_MS },
  });
  // The upstream calls made for one company: behind its checks, about the trucks of its stream.
  const companyUpstream: CompanyUpstreamDeps = {
    tenantScope: accounts.tenantScope,
    trucksOf: (company) => hub.snapshot(company).trucks,
    upstreamUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    log,
  };
  // The health route is built before the pipeline it reports on.
  const live: { pipeline?: LivePipeline } = {};
  const resources = createResourceProvider(config, () => roads);
  const planner = plannerModule({
    config,
    graph: () => roads,
    pool: accounts.database.pool,
    tenantScope: accounts.tenantScope,
    traffic: () => live.pipeline?.trafficAlerts() ?? [],
    log,
    parkings: resourceParkings(resources),
  });
  const reachableArea = reachableAreaOf(planner.provider);
  const retentionMs = config.HISTORY_RETENTION_DAYS * 86_400_000;
  const drivers = driversApi(accounts.tenantScope, upstreamUrl, {
    inCrew: (company, driver) => hub.inCrew(company, driver),
    retentionMs,
  });
  const pressure = pressureGuard({
    maxEventLoopDelayMs: config.PRESSURE_LOOP_DELAY_MS,
    onRefuse: (reason) => log.warn(`API requests refused (503): ${reason}`),
    ...(config.PRESSURE_HEAP_MB ? { maxHeapUsedBytes: config.PRESSURE_HEAP_MB * 2 ** 20 } : {}),
  });
  const app = createApp({
    pressure: pressure.middleware,
    webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST,
    onError: (error) => log.error({ err: error }, 'request failed'),
    health: () => ({
      trucks: hub.size,
      seq: hub.seq,
      polling: live.pipeline?.isPolling ?? false,
      upstream: live.pipeline?.upstreamHealth() ?? [],
    }),
    auth: accounts.authRouter,
    api: accounts.apiRouter,
    routers: [
      ...devices.routers,
      roadsRouter(roads),
      placesRouter(),
      waterRouter(),
      drivers.router,
      geocodeApi(
        accounts.tenantScope,
        createGeocoder(config.GEOCODER_URL, config.UPSTREAM_TIMEOUT_MS),
        log,
      ),
      lockApi(companyUpstream),
      analyserApi({ ...companyUpstream, retentionMs }),
      passageApi({ ...companyUpstream, retentionMs }),
      bluetoothApi({ ...companyUpstream, retentionMs }),
      ...links.routers,
      alerts.router,
      tagsApi({ pool: accounts.database.pool, hub, tenantScope: accounts.tenantScope }),
      devicesApi({
        pool: accounts.database.pool,
        hub,
        tenantScope: accounts.tenantScope,
        isHelpdesk,
      }),
      pois.router,
      planner.router,
      savedRoutesApi({ pool: accounts.database.pool, tenantScope: accounts.tenantScope }),
      // Stations, parkings and freight offers within reachable minutes use the planner's isochrone.
      resourcesApi({
        pool: accounts.database.pool,
        tenantScope: accounts.tenantScope,
        provider: resources,
        reachableArea,
      }),
      freightApi({
        pool: accounts.database.pool,
        tenantScope: accounts.tenantScope,
        boards: {
          borsa: new SimulatedFreightBoard('borsa', () => roads),
          'borsa-timocom': new SimulatedFreightBoard('borsa-timocom', () => roads),
        },
        isHelpdesk,
        reachableArea,
      }),
      ...wallTokenRouters(accounts.database.pool, accounts.tenantScope),
      mapConfigRouter(config.MAP_STYLE_URL, config.MAP_ONLINE_STYLES),
    ],
    mapOrigins: onlineOrigins([
      ...(config.MAP_STYLE_URL ? [{ id: 'osm', styleUrl: config.MAP_STYLE_URL }] : []),
      ...config.MAP_ONLINE_STYLES,
    ]),
  });
  // /metrics sits in front of the app so the web app's catch-all route cannot shadow it.
  const http = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      metrics.render().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        (error: unknown) => {
          log.error({ err: error }, 'metrics failed');
          res.writeHead(500).end();
        },
      );
      return;
    }
    app(req, res);
  });
  const io = new Server(http, {
    serveClient: false,
    cors: { origin: false },
    parser: measuringParser((bytes) => metrics.diffBytes.observe(bytes)),
  });

  const redisClients: RedisClient[] = [];
  let bus: LiveBus = new LocalBus();
  let leadership: Leadership = new SoleLeadership();
  if (config.REDIS_URL) {
    const { adapterPub, sub, lock, all, onError } = await connectRedis(config.REDIS_URL, log);
    redisClients.push(...all);
    io.adapter(
      createAdapter(adapterPub, sub, {
        key: `${config.REDIS_KEY_PREFIX}:socket.io`,
        requestsTimeout: config.UPSTREAM_TIMEOUT_MS,
      }),
    );
    leadership = new RedisLeadership(lock, {
      prefix: config.REDIS_KEY_PREFIX,
      lockMs: config.POLL_LOCK_MS,
      onError,
    });
  }

  const gateway = new LiveGateway(io, hub, {
    defaultCompany: config.LIVE_DEFAULT_COMPANY,
    maxPendingBytes: config.LIVE_CLIENT_MAX_PENDING_BYTES,
    snapshotsInFlight: config.LIVE_SNAPSHOTS_IN_FLIGHT,
    metrics,
    ...(deps.authorize
      ? { authorize: deps.authorize }
      : config.LIVE_REQUIRE_AUTH
        ? { authorize: tokenAuthorizer(accounts.verifyToken) }
        : {}),
  });
  // Every stream is a namespace of its own (/live, /shared): the root one serves nobody.
  io.use((_socket, next) => next(new Error('not_found: connect to /live or /shared')));
  const credentials = new CredentialWatch({
    live: gateway.live,
    states: (sessions, walls) =>
      accounts.credentialStates(sessions, walls, config.SESSION_MAX_HOURS * 3_600_000),
    everyMs: config.LIVE_CREDENTIAL_CHECK_MS,
    log,
  });
  const shared = links.attach(io, Boolean(config.REDIS_URL));
  alerts.attach(gateway.live);
  pois.attach(gateway.live);
  if (config.REDIS_URL) bus = new AdapterBus(gateway.live);
  const stopCompanies = companies.onChange(() => {
    hub.rescope();
    gateway.resnapshotAll('companies');
    shared.resnapshotAll();
  });
  const pipeline = new LivePipeline(
    {
      upstreamUrl,
      periods: {
        trucks: config.POLL_TRUCKS_MS,
        plafond: config.POLL_PLAFOND_MS,
        traffic: config.POLL_TRAFFIC_MS,
      },
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      healthEveryMs: 10_000,
      completeEveryMs: config.POLL_TRUCKS_COMPLETE_MS,
    },
    {
      hub,
      gateway,
      followers: [shared, alerts.follower, pois.follower],
      bus: drivers.watchPlafond(bus),
      leadership,
      metrics,
      log,
      tagger: new TruckTagger(new TagRepository(accounts.database.pool), log),
    },
  );

  try {
    await listen(http, config.PORT, config.HOST);
    await devices.listen((http.address() as AddressInfo).port, leadership.leader$);
  } catch (error) {
    // Nothing else may keep the process alive: the caller prints one line and exits.
    http.close();
    stopCompanies();
    credentials.close();
    pressure.close();
    shared.close();
    pipeline.close();
    drivers.close();
    await leadership.close();
    await io.close();
    await closeRedis(redisClients);
    await devices.close();
    await simulator.close();
    await accounts.database.close();
    throw error;
  }
  const { port } = http.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  live.pipeline = pipeline;
  return {
    url: `http://${host}:${port}`,
    upstreamUrl,
    devicesTcpPort: devices.tcpPort(),
    devicesSimulating: () => devices.simulating(),
    hub,
    gateway,
    pipeline,
    metrics,
    routes: routeTable(app),
    geofence: {
      watches: (company, poi) => pois.follower.watches(company, poi),
      settled: () => pois.follower.settled(),
    },
    verifyToken: accounts.verifyToken,
    demoData: simulator.demoCompanies.length > 0,
    close: async () => {
      // Graceful: stop polling, hand the poller lock over, stop taking requests while those in
      // flight finish (for at most SHUTDOWN_DRAIN_MS), and close the sockets at the transport, so
      // clients reconnect (to another relay behind the balancer) and resync.
      stopCompanies();
      credentials.close();
      pressure.close();
      shared.close();
      pipeline.close();
      drivers.close();
      await pois.close();
      await planner.close();
      await leadership.close();
      const drained = new Promise<void>((resolve) => http.close(() => resolve()));
      await io.close();
      http.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        drained,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_DRAIN_MS))),
      ]);
      clearTimeout(timer);
      http.closeAllConnections();
      await closeRedis(redisClients);
      await devices.close();
      await simulator.close();
      await accounts.database.close();
    },
  };
}

/** Listens, or rejects with a ConfigError naming the port and the variable when it is taken. */
function listen(http: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException): void => {
      http.off('listening', listening);
      if (error.code === 'EADDRINUSE')
        reject(
          new ConfigError(
            `Port ${port} is already in use: set PORT to a free port (e.g. PORT=${port + 1} npm start).`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new ConfigError(
            `Port ${port} needs privileges this user lacks: set PORT to one above 1023.`,
          ),
        );
      else reject(error);
    };
    const listening = (): void => {
      http.off('error', failed);
      resolve();
    };
    http.once('error', failed);
    http.once('listening', listening);
    http.listen(port, host);
  });
}
