import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { LIVE_NAMESPACE } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import {
  deepRequests,
  encodingRequests,
  farDateRequests,
  FuzzTally,
  nulRequests,
  rawCall,
  surrogateRequests,
  type FuzzRequest,
} from './support/boundaryFuzz.js';

/**
 * Property-based fuzzing of every REST route (taken from the relay's own route table) and of the
 * live socket's client events: wrong JSON types, missing and extra fields, 1 MB strings, deep
 * nesting, prototype-pollution keys, NaN and Infinity, broken JSON, unicode. No answer may be a
 * 5xx, every 400 names the field, the process stays up and what was saved before is unchanged.
 * Then the boundary classes of issue 43 over every route of the table (support/boundaryFuzz.ts),
 * each request under a timeout, each class summed up in one line for docs/reliability.md.
 */

/** A request not answered by then counts as a hang. */
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * A valid body per write route: the fuzzer breaks it one field at a time. A mutation may still be
 * valid (an optional field dropped); so the examples name no saved object (id 999999) and set the
 * company-wide settings to what they already are, and saved objects cannot change by chance.
 */
const EXAMPLES: Record<string, unknown> = {
  'POST /api/sharelink': { truck_id: [1], start_at: 1, expire_at: 2, tz: 'Europe/Rome' },
  'PUT /api/sharelink': { id: 'x', expire_at: 4102444800, tz: 'Europe/Rome' },
  'DELETE /api/sharelink': { id: 'x' },
  'POST /api/alerts/handling': { truck_id: 1, code: 'no_points', state: 'acknowledged', note: '' },
  'POST /api/tags': { tag: 'Frigo' },
  'PUT /api/tags/:id': { tag: 'Frigo' },
  'POST /api/tags/:id/trucks': { trucks: [1] },
  'PUT /api/trucks/:truckId/tags': { tags: [1] },
  'POST /api/poi': { description: 'Cancello', lat: 45.1, lng: 9.2, radius: 200, type: 5 },
  'PUT /api/poi/:id': { description: 'Cancello', lat: 45.1, lng: 9.2, radius: 200, type: 5 },
  'POST /api/poi/notifications': {
    poiId: 999999,
    emailAddresses: ['a@example.com'],
    notificationEvents: 'both',
  },
  'PUT /api/poi/notifications/:id': { emailAddresses: ['a@example.com'], notificationEvents: 'in' },
  'PUT /api/poi/settings': { emailAddresses: ['a@example.com'] },
  'POST /api/wall-tokens': { name: 'Parete' },
  'POST /auth/login': { username: 'admin', password: 'x' },
  'PUT /api/users/me/config': { lingua: 'it' },
  'POST /api/companies/change': { company: 1 },
  'POST /api/store': { type: 'wall', data: {} },
  'POST /api/planner/route': {
    profile: { height: 400, totalPermittedWeight: 40000, numberOfAxles: 5 },
    waypoints: [
      { x: 9.19, y: 45.46 },
      { x: 11.34, y: 44.49 },
    ],
    timeConsideration: { mode: 'start', referenceTime: '2026-11-26T08:00:00Z' },
    tollPenalty: 405,
    distanceTimeWeighting: 50,
    co2Class: 1,
    monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
    alternatives: 0,
  },
  'POST /api/planner/reachable-areas': {
    profile: { height: 400 },
    waypoint: { x: 10.99, y: 45.44 },
    horizons: [1800],
    calculationMode: 'QUALITY',
    drivingDirection: 'OUTBOUND',
  },
};

/** Query parameters the GET routes read: the fuzzer sends junk in them. */
const QUERY_KEYS = [
  'start_date',
  'end_date',
  'timespan',
  'lat',
  'lon',
  'lng',
  'radius',
  'text',
  'q',
  'page',
  'limit',
  'type',
  'include',
];

const HUGE = 'x'.repeat(1 << 20);
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** A JSON value of another kind than `like` (a string where a number was, and so on). */
const wrongKind = (like: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    ...[
      typeof like !== 'string' ? fc.string({ unit: 'grapheme', maxLength: 40 }) : undefined,
      typeof like !== 'number' ? fc.double() : undefined,
      typeof like !== 'boolean' ? fc.boolean() : undefined,
      !Array.isArray(like) ? fc.array(fc.jsonValue(), { maxLength: 4 }) : undefined,
      typeof like !== 'object' || like === null || Array.isArray(like)
        ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 })
        : undefined,
      fc.integer({ min: 10, max: 4000 }).map((depth) => nested(depth)),
      fc.constant(HUGE),
    ].filter((a): a is fc.Arbitrary<unknown> => a !== undefined),
  );

/** One malformed request body, as the raw text sent (so NaN, Infinity and broken JSON are too). */
function badBody(example: unknown): fc.Arbitrary<string> {
  const base = (example ?? {}) as Record<string, unknown>;
  const keys = Object.keys(base);
  const swap =
    keys.length === 0
      ? fc.constant(JSON.stringify(base))
      : fc
          .constantFrom(...keys)
          .chain((key) =>
            wrongKind(base[key]).map((value) => JSON.stringify({ ...base, [key]: value })),
          );
  const drop =
    keys.length === 0
      ? fc.constant('{}')
      : fc.constantFrom(...keys).map((key) => {
          const copy = { ...base };
          delete copy[key];
          return JSON.stringify(copy);
        });
  const numberToken = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999');
  const nanField =
    keys.length === 0
      ? numberToken.map((t) => `{"a":${t}}`)
      : fc
          .tuple(fc.constantFrom(...keys), numberToken)
          .map(([key, token]) => JSON.stringify({ ...base, [key]: '§' }).replace('"§"', token));
  return fc.oneof(
    swap,
    drop,
    nanField,
    fc.constant(
      JSON.stringify(base).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
      ),
    ),
    fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.integer({ min: 1000, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.constant(JSON.stringify({ ...base, extra: HUGE })),
  );
}

describe('fuzzing every route and socket event', () => {
  let env: AccountsRelay;
  let webDist: string | undefined;
  let admin: string;
  /** What was saved before the fuzzing, read back afterwards. */
  const saved: Record<string, string> = {};
  const readSaved = async (): Promise<Record<string, string>> => {
    const out: Record<string, string> = {};
    const list = async (path: string): Promise<unknown> => {
      const response = await env.api(path, { token: admin, company: 1 });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { data: unknown }).data;
    };
    // Lists: each object by its id (new objects a valid-by-chance body made are not compared).
    for (const path of ['/poi', '/poi/notifications', '/tags', '/wall-tokens']) {
      for (const item of (await list(path)) as { id: unknown }[]) {
        out[`${path}/${String(item.id)}`] = JSON.stringify(item);
      }
    }
    const links = (await list('/sharelink')) as Record<string, { id: string }[]>;
    for (const link of Object.values(links).flat())
      out[`/sharelink/${link.id}`] = JSON.stringify(link);
    out['/poi/settings'] = JSON.stringify(await list('/poi/settings'));
    return out;
  };

  beforeAll(async () => {
    // The web app as it is served in production (static files and the app's fallback route),
    // whether or not `npm run build` has run before this suite: a tiny built app of our own.
    webDist = mkdtempSync(join(tmpdir(), 'fleetdeck-fuzz-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>FleetDeck</title>');
    env = await startAccountsRelay('pglite', { WEB_DIST: webDist });
    admin = await env.signIn('admin');
    const post = async (path: string, body: unknown): Promise<void> => {
      const response = await env.api(path, {
        method: 'POST',
        token: admin,
        company: 1,
        body: JSON.stringify(body),
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
    };
    const truck = env.relay.hub.snapshot(1).trucks[0];
    if (!truck) throw new Error('company 1 has no trucks');
    await post('/poi', {
      description: 'Cancello salvato',
      lat: 45.1,
      lng: 9.2,
      radius: 200,
      type: 5,
    });
    await post('/tags', { tag: 'Etichetta salvata' });
    await post('/wall-tokens', { name: 'Parete salvata' });
    const settings = await env.api('/poi/settings', {
      method: 'PUT',
      token: admin,
      company: 1,
      body: JSON.stringify({ emailAddresses: ['a@example.com'] }),
    });
    expect(settings.status).toBe(200);
    await post('/sharelink', {
      truck_id: [truck.id],
      start_at: Math.floor(Date.now() / 1000),
      expire_at: Math.floor(Date.now() / 1000) + 3600,
      tz: 'Europe/Rome',
    });
    Object.assign(saved, await readSaved());
  }, 60_000);
  afterAll(async () => {
    await env?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  /** Sends one request; a stored object is never named by a path id (999999 names none). */
  const send = async (method: string, path: string, body: string | undefined, query = '') => {
    const url = `${env.relay.url}${path.replace(/:\w+/g, '999999')}${query}`;
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        'x-company': '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return { status: response.status, text };
  };

  it('answers no 5xx to malformed bodies on any write route, and every 400 names the field', async () => {
    const writes = env.relay.routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    let tried = 0;
    for (const { method, path } of writes) {
      const example = EXAMPLES[`${method} ${path}`];
      await fc.assert(
        fc.asyncProperty(badBody(example), async (body) => {
          tried++;
          const { status, text } = await send(method, path, body);
          if (status >= 500) wrong.push(`${method} ${path} ${status}: ${body.slice(0, 80)}`);
          if (status === 400) {
            const field = (JSON.parse(text) as { field?: unknown }).field;
            if (typeof field !== 'string' || field === '')
              wrong.push(`${method} ${path} 400 without a field: ${text.slice(0, 120)}`);
          }
        }),
        { numRuns: 25, seed: 20261126 },
      );
    }
    console.log(`fuzz: ${tried} malformed bodies over ${writes.length} write routes`);
    expect(wrong).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 240_000);

  it('answers no 5xx to junk in the query of any read route', async () => {
    const reads = env.relay.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
    // The route table was read: the list fuzzed holds the known read routes (nested routers too),
    // so an empty or partial table cannot pass for a clean run.
    const readPaths = reads.map((r) => r.path);
    expect(readPaths.length).toBeGreaterThan(20);
    expect(readPaths).toEqual(
      expect.arrayContaining([
        '/api/geofleet/vehiclepassage',
        '/api/poi',
        '/api/sharelink',
        '/api/tags',
        '/api/users/me',
        '/api/drivers/:id/activities',
      ]),
    );
    const wrong: string[] = [];
    let tried = 0;
    const junk = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.double().map(String),
      fc.constantFrom('NaN', 'Infinity', '-1', '1e999', '2026-02-30T25:61:00Z', '', '[]'),
    );
    for (const { path } of reads) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...QUERY_KEYS), junk, { minKeys: 1, maxKeys: 4 }),
          async (params) => {
            tried++;
            const query = `?${new URLSearchParams(params).toString()}`;
            const { status, text } = await send('GET', path, undefined, query);
            if (status >= 500) wrong.push(`GET ${path}${query} ${status}: ${text.slice(0, 80)}`);
          },
        ),
        { numRuns: 8, seed: 20261126 },
      );
    }
    console.log(`fuzz: ${tried} junk queries over ${reads.length} read routes`);
    expect(tried).toBe(reads.length * 8);
    expect(wrong).toEqual([]);
  }, 240_000);

  it('keeps the live socket up and says what was wrong for junk client events', async () => {
    const socket: Socket = io(`${env.relay.url}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: admin, company: 1 },
    });
    const errors: string[] = [];
    socket.on('live:error', (error: { message: string }) => errors.push(error.message));
    await new Promise<void>((resolve, reject) => {
      socket.on('fleet:snapshot', () => resolve());
      socket.on('connect_error', reject);
    });
    const samples = fc.sample(
      fc.oneof(
        fc.jsonValue(),
        fc.constant({ seq: Number.NaN }),
        fc.constant({ seq: 1, __proto__: { polluted: true } }),
        fc.constant(nested(2000)),
      ),
      { numRuns: 60, seed: 20261126 },
    );
    for (const payload of samples) socket.emit('fleet:resync', payload);
    // A valid resync after the junk still gets its snapshot: the socket was not broken by it.
    const snapshot = new Promise<void>((resolve) => socket.once('fleet:snapshot', () => resolve()));
    socket.emit('fleet:resync', { seq: 0 });
    await snapshot;
    expect(socket.connected).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((m) => /seq|payload|expected/i.test(m))).toBe(true);
    socket.close();
  });

  const classes: [string, (method: string, path: string, example: unknown) => FuzzRequest[]][] = [
    ['nul', nulRequests],
    ['lone-surrogate', surrogateRequests],
    ['deep-nesting', deepRequests],
    ['bad-encoding', encodingRequests],
    ['far-dates', farDateRequests],
  ];
  it.each(classes)(
    'answers no 5xx and never hangs on %s requests to every route',
    async (name, requests) => {
      const tally = new FuzzTally(name);
      // Every route: the API's, the sign-in pages', the public views' and the web app's.
      expect(env.relay.routes.length).toBeGreaterThan(60);
      for (const { method, path } of env.relay.routes) {
        const example = EXAMPLES[`${method} ${path}`];
        for (const call of requests(method, path, example)) {
          const headers = { authorization: `Bearer ${admin}`, 'x-company': '1', ...call.headers };
          const answer = await rawCall(env.relay.url, { ...call, headers }, REQUEST_TIMEOUT_MS);
          // The boundary's own refusals name what they refuse; history ranges answer per route.
          tally.record(`${method} ${path}`, call, answer, name !== 'far-dates');
        }
      }
      console.log(tally.summary());
      expect(tally.wrong).toEqual([]);
    },
    120_000,
  );

  it('is still up afterwards, and everything saved before is unchanged', async () => {
    const health = await fetch(`${env.relay.url}/health`);
    expect(health.status).toBe(200);
    const after = await readSaved();
    for (const [key, before] of Object.entries(saved)) expect(after[key], key).toBe(before);
    const all = Object.values(saved).join('\n');
    for (const name of ['Cancello salvato', 'Etichetta salvata', 'Parete salvata', 'a@example.com'])
      expect(all).toContain(name);
    expect(Object.keys(saved).some((k) => k.startsWith('/sharelink/'))).toBe(true);
  });
});
