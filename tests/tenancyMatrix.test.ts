import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { io } from 'socket.io-client';
import { LIVE_NAMESPACE, SHARED_NAMESPACE } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

/**
 * The tenancy matrix, generated from the relay's own route table: every route and socket
 * namespace is tried without a token, with a forged, an expired and a revoked one, without and
 * with another company, and with the ids of another company's objects. A route added later is
 * tried too, and one this file cannot classify fails the test until it is classified here.
 */

/** Routes anyone may call (sign-in, public shared links and walls, the app shell, health). */
const PUBLIC = new Set([
  'GET /',
  'GET /health',
  'GET /map/roads.geojson',
  'GET /map/places.json',
  'GET /map/water.json',
  'GET /map/config',
  'GET /auth/login',
  'POST /auth/login',
  'GET /auth/logout',
  'GET /public/sharelink/:token',
  'GET /public/wall/:token',
]);

/** The signed-in user's own calls: a token, but no current company. */
const USER_ROUTES = new Set([
  'POST /api/users/me/token',
  'GET /api/users/me',
  'PUT /api/users/me/config',
  'GET /api/companies',
]);

const SECRET = 'tenancy-matrix-secret-of-at-least-32-characters';
const ISSUER = 'fleetdeck-relay';

// The dispatcher belongs to Autotrasporti Tirreno (4) only; the administrator to companies 1-4.
describe('tenancy matrix over every route and socket namespace', () => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  let expired: string;
  let revoked: string;
  /** Ids of company 1's objects, by the path parameter that names them. */
  const foreign: Record<string, string> = {};
  /** Text only company 1's answers may contain: plates, names of its objects. */
  const markers: string[] = [];

  const call = (
    method: string,
    path: string,
    init: { token?: string; company?: number | string; body?: unknown } = {},
  ): Promise<Response> =>
    env.api(path.replace(/^\/api/, ''), {
      method,
      ...(init.token ? { token: init.token } : {}),
      ...(init.company !== undefined ? { company: init.company } : {}),
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: JSON.stringify(init.body ?? {}) }),
    });

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { JWT_SECRET: SECRET, LIVE_REQUIRE_AUTH: 'true' });
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
    // Expired: the dispatcher's own open session, signed right, but past its expiry.
    const claims = decodeJwt(dispatcher);
    expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(claims.sub))
      .setJti(String(claims.jti))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(SECRET));
    revoked = await env.signIn('dispatcher');
    const logout = await fetch(`${env.relay.url}/auth/logout?id_token_hint=${revoked}`);
    expect(logout.status).toBe(200);

    // Company 1's objects, made by the administrator.
    const trucks = env.relay.hub.snapshot(1).trucks;
    const truck = trucks[0];
    if (!truck) throw new Error('company 1 has no trucks');
    foreign['truck'] = String(truck.id);
    foreign['driver'] = String(
      trucks.find((t) => t.lastpoint?.driver?.id !== undefined)?.lastpoint?.driver?.id ?? 1,
    );
    markers.push(...trucks.map((t) => t.plate));
    const wall = await call('POST', '/api/wall-tokens', {
      token: admin,
      company: 1,
      body: { name: 'Parete segreta Alpi' },
    });
    expect(wall.status).toBe(201);
    foreign['wall'] = String(((await wall.json()) as { data: { id: string } }).data.id);
    markers.push('Parete segreta Alpi');
    const link = await call('POST', '/api/sharelink', {
      token: admin,
      company: 1,
      body: {
        truck_id: [truck.id],
        start_at: Math.floor(Date.now() / 1000),
        expire_at: Math.floor(Date.now() / 1000) + 3600,
        tz: 'Europe/Rome',
      },
    });
    expect(link.status).toBe(201);
    foreign['link'] = String(((await link.json()) as { data: { id: string } }).data.id);
    markers.push(foreign['link']);
    const routes = new Set(env.relay.routes.map((r) => `${r.method} ${r.path}`));
    // The matrix needs these objects: a route that is gone fails here, by name, instead of leaving
    // its part of the matrix untried.
    const missing = [
      'POST /api/poi',
      'POST /api/poi/notifications',
      'POST /api/route',
      'POST /api/tags',
      'GET /api/poi',
      'GET /api/route',
      'GET /api/tags',
    ].filter((route) => !routes.has(route));
    expect(missing, 'routes the tenancy matrix creates objects with').toEqual([]);
    const poi = await call('POST', '/api/poi', {
      token: admin,
      company: 1,
      body: { description: 'Cancello segreto Alpi', lat: 45.1, lng: 9.2, radius: 200, type: 5 },
    });
    expect(poi.status).toBe(201);
    foreign['poi'] = String(((await poi.json()) as { data: { id: number } }).data.id);
    markers.push('Cancello segreto Alpi');
    const notification = await call('POST', '/api/poi/notifications', {
      token: admin,
      company: 1,
      body: {
        poiId: Number(foreign['poi']),
        emailAddresses: ['alpi@example.com'],
        notificationEvents: 'both',
      },
    });
    expect(notification.status).toBe(201);
    foreign['poi_notification'] = String(
      ((await notification.json()) as { data: { id: number } }).data.id,
    );
    markers.push('alpi@example.com');
    const route = await call('POST', '/api/route', {
      token: admin,
      company: 1,
      body: {
        title: 'Viaggio segreto Alpi',
        tollPenalty: 405,
        distanceTimeWeighting: 50,
        monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
        waypoints: [{ id: 1, coordinate: { referenceCoordinate: { x: 9.2, y: 45.1 } } }],
      },
    });
    expect(route.status).toBe(201);
    foreign['route'] = ((await route.json()) as { data: { _id: string } }).data._id;
    markers.push('Viaggio segreto Alpi');
    // A freight exchange is no company's object: the path names one that exists.
    foreign['board'] = 'borsa';
    const tag = await call('POST', '/api/tags', {
      token: admin,
      company: 1,
      body: { tag: 'Etichetta segreta Alpi' },
    });
    expect(tag.status).toBe(201);
    foreign['tag'] = String(((await tag.json()) as { data: { id: number } }).data.id);
    markers.push('Etichetta segreta Alpi');
    // A tracker of company 1, bound to a new truck whose plate must not leak.
    const device = await call('POST', '/api/devices', {
      token: admin,
      company: 1,
      body: { device_id: '356307042441013', protocol: 'teltonika', plate: 'ALPI 49' },
    });
    expect(device.status).toBe(201);
    foreign['protocol'] = 'teltonika';
    foreign['deviceId'] = '356307042441013';
    markers.push('ALPI 49');
  }, 60_000);
  afterAll(() => env?.close());

  /** The path with every parameter replaced by the id of company 1's object it names. */
  function foreignPath(path: string): string {
    return path.replace(/:(\w+)/g, (_, name: string) => {
      const kind =
        name === 'truckId'
          ? 'truck'
          : name === 'board' || name === 'protocol' || name === 'deviceId'
            ? name
            : name !== 'id'
              ? undefined
              : /^\/api\/(geofleet\/)?trucks\//.test(path)
                ? 'truck'
                : path.startsWith('/api/drivers/')
                  ? 'driver'
                  : path.startsWith('/api/wall-tokens/')
                    ? 'wall'
                    : path.startsWith('/api/poi/notifications/')
                      ? 'poi_notification'
                      : path.startsWith('/api/poi/')
                        ? 'poi'
                        : path.startsWith('/api/tags/')
                          ? 'tag'
                          : path.startsWith('/api/route/')
                            ? 'route'
                            : undefined;
      const id = kind ? foreign[kind] : undefined;
      if (id === undefined) throw new Error(`classify ${path}: which object does :${name} name?`);
      return id;
    });
  }

  const apiRoutes = (): { method: string; path: string }[] =>
    env.relay.routes.filter((r) => r.path.startsWith('/api/'));

  it('knows every route: outside /api only the public ones', () => {
    const outside = env.relay.routes
      .filter((r) => !r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => r !== 'GET /{*splat}');
    expect(outside.filter((r) => !PUBLIC.has(r))).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(30);
    for (const route of apiRoutes()) foreignPath(route.path); // throws for an unclassified one
  });

  it('answers 401 to no token, a forged, an expired and a revoked one, on every API route', async () => {
    const forged = `${admin.slice(0, -4)}AAAA`;
    const wrong: string[] = [];
    for (const { method, path } of apiRoutes()) {
      for (const [who, token] of [
        ['none', undefined],
        ['forged', forged],
        ['expired', expired],
        ['revoked', revoked],
      ] as const) {
        const response = await call(method, foreignPath(path), {
          ...(token ? { token } : {}),
          company: 4,
        });
        if (response.status !== 401) wrong.push(`${who} ${method} ${path}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 400 without a company and 403 for another company, on every company route', async () => {
    const wrong: string[] = [];
    for (const { method, path } of apiRoutes()) {
      if (USER_ROUTES.has(`${method} ${path}`)) continue;
      const none = await call(method, foreignPath(path), { token: dispatcher });
      if (none.status !== 400) wrong.push(`no company ${method} ${path}: ${none.status}`);
      else expect(((await none.json()) as { field?: string }).field).toBe('X-Company');
      for (const company of [1, 2, 3]) {
        const other = await call(method, foreignPath(path), { token: dispatcher, company });
        if (other.status !== 403)
          wrong.push(`company ${company} ${method} ${path}: ${other.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("never reads or writes another company's objects from one's own company", async () => {
    const wrong: string[] = [];
    for (const { method, path } of apiRoutes()) {
      const response = await call(method, foreignPath(path), { token: dispatcher, company: 4 });
      const text = await response.text();
      const leaked = markers.filter((m) => text.includes(m));
      if (leaked.length > 0) wrong.push(`${method} ${path} shows ${leaked.join(', ')}`);
      // An id of company 1 in the path is refused (never a success, never a server error).
      if (path.includes(':') && (response.ok || response.status >= 500))
        wrong.push(`${method} ${path}: ${response.status}`);
    }
    // Writes naming company 1's objects in the body.
    const truckId = Number(foreign['truck']);
    for (const [method, path, body] of [
      ['PUT', '/api/sharelink', { id: foreign['link'], expire_at: 4102444800, tz: 'Europe/Rome' }],
      ['DELETE', '/api/sharelink', { id: foreign['link'] }],
      [
        'POST',
        '/api/alerts/handling',
        { truck_id: truckId, code: 'no_points', state: 'acknowledged' },
      ],
    ] as const) {
      const response = await call(method, path, { token: dispatcher, company: 4, body });
      if (response.ok || response.status >= 500)
        wrong.push(`${method} ${path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
    // Company 1's objects are all still there, unchanged.
    const links = await (await call('GET', '/api/sharelink', { token: admin, company: 1 })).text();
    expect(links).toContain(foreign['link']);
    const walls = await (
      await call('GET', '/api/wall-tokens', { token: admin, company: 1 })
    ).text();
    expect(walls).toContain('Parete segreta Alpi');
    const pois = await (await call('GET', '/api/poi', { token: admin, company: 1 })).text();
    expect(pois).toContain('Cancello segreto Alpi');
    const saved = await (await call('GET', '/api/route', { token: admin, company: 1 })).text();
    expect(saved).toContain('Viaggio segreto Alpi');
    const tags = await (await call('GET', '/api/tags', { token: admin, company: 1 })).text();
    expect(tags).toContain('Etichetta segreta Alpi');
  }, 120_000);

  it('refuses the live and shared sockets to bad tokens and to other companies', async () => {
    const join = (namespace: string, auth: Record<string, unknown>) => {
      const socket = io(`${env.relay.url}${namespace}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth,
      });
      return new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      }).finally(() => socket.close());
    };
    const forged = `${dispatcher.slice(0, -4)}AAAA`;
    for (const token of [undefined, forged, expired, revoked]) {
      expect(await join(LIVE_NAMESPACE, { ...(token ? { token } : {}), company: 4 })).toMatch(
        /^unauthorized/,
      );
    }
    for (const company of [1, 2, 3, '*']) {
      expect(await join(LIVE_NAMESPACE, { token: dispatcher, company })).toMatch(/^forbidden/);
    }
    expect(await join(LIVE_NAMESPACE, { token: dispatcher, company: 4 })).toBe('connected');
    expect(await join(SHARED_NAMESPACE, { token: 'not-a-link-token' })).not.toBe('connected');
  });
});
