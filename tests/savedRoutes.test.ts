import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedRoute } from '@fleetdeck/shared';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

const PADANI = 1;
const TIRRENO = 4;

type Body = Record<string, unknown>;
interface Stored extends SavedRoute {
  _id: string;
}

/** A saved trip Verona -> Bari with `n` waypoints (0 is allowed: such a trip is not listed). */
function trip(title: string, n = 2): SavedRoute {
  const stops = [
    { label: 'Verona', x: 10.99, y: 45.44 },
    { label: 'Bologna', x: 11.34, y: 44.49 },
    { label: 'Bari', x: 16.87, y: 41.12 },
  ];
  return {
    title,
    timeConsideration: 'start',
    referenceTime: '2026-11-26T06:00:00Z',
    avoidToll: false,
    tollPenalty: 405,
    distanceTimeWeighting: 50,
    userLanguage: 'it',
    waypoints: stops.slice(0, n).map((s, i) => ({
      id: i,
      coordinate: { referenceCoordinate: { x: s.x, y: s.y }, label: s.label, type: 'address' },
    })),
    // The ADR tunnel code and dangerous goods are kept with the route's vehicle.
    vehicleProfile: {
      height: 400,
      length: 1650,
      width: 254,
      numberOfAxles: 5,
      adrTunnelCategory: 'D',
      hazardousGoods: true,
    },
    monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
    result: {
      distance: 812_345,
      travelTime: 33_000,
      monetaryCostsReport: { totalCost: 1234.56 },
    },
  };
}

describe.each(DATABASES)('saved routes on %s', (kind) => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetdeck-routes-'));
  /** PGlite on disk and the same PostgreSQL schema, so a restart finds what was saved. */
  const keep = (): Record<string, string> =>
    kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_SCHEMA: env.schema ?? '' };

  const send = async (
    path: string,
    init: { method?: string; body?: unknown; token?: string; company?: number } = {},
  ) => {
    const res = await env.api(path, {
      token: init.token ?? admin,
      company: init.company ?? PADANI,
      method: init.method ?? 'GET',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
  };
  const save = async (route: SavedRoute, company = PADANI): Promise<Stored> => {
    const res = await send('/route', { method: 'POST', body: route, company });
    expect(res.status).toBe(201);
    return res.body['data'] as Stored;
  };
  const list = async (query = '', company = PADANI) => {
    const res = await send(`/route${query}`, { company });
    expect(res.status).toBe(200);
    return res.body as { data: Stored[]; meta: { items: number } };
  };

  beforeAll(async () => {
    env = await startAccountsRelay(kind, kind === 'pglite' ? { DATA_DIR: dataDir } : {});
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
  }, 60_000);
  afterAll(async () => {
    await env?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves a trip with an id and lists it back whole', async () => {
    const saved = await save(trip('Verona - Bari'));
    expect(saved._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved).toMatchObject(trip('Verona - Bari'));
    const { data, meta } = await list('?paginate=10&page=0');
    expect(meta.items).toBe(1);
    expect(data[0]).toMatchObject({ _id: saved._id, ...trip('Verona - Bari') });
  });

  it('lists only trips with at least one waypoint, ten a page, counting them in meta.items', async () => {
    const empty = await save(trip('Nessuna tappa', 0));
    for (let i = 0; i < 11; i++) await save(trip(`Giro ${i}`, 1 + (i % 3)));
    const first = await list('?paginate=10&page=0');
    const second = await list('?paginate=10&page=1');
    expect(first.meta.items).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((r) => r._id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).not.toContain(empty._id);
    // The default page size is the spec's 10.
    expect((await list()).data).toHaveLength(10);
  });

  it('updates and deletes a trip, answering the trip', async () => {
    const saved = await save(trip('Da cambiare'));
    const changed = { ...trip('Cambiato', 3), _id: 'ignored' };
    const put = await send(`/route/${saved._id}`, { method: 'PUT', body: changed });
    expect(put.status).toBe(200);
    expect(put.body['data']).toMatchObject({ _id: saved._id, title: 'Cambiato' });
    expect((put.body['data'] as Stored).waypoints).toHaveLength(3);
    const removed = await send(`/route/${saved._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body['data']).toMatchObject({ _id: saved._id, title: 'Cambiato' });
    expect((await list('?paginate=100')).data.map((r) => r._id)).not.toContain(saved._id);
    expect((await send(`/route/${saved._id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await send('/route/not-an-id', { method: 'PUT', body: trip('x') })).status).toBe(404);
  });

  it('answers 400 naming the field of a bad body or query', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...trip('x'), title: '' }, 'title'],
      [{ ...trip('x'), tollPenalty: 900 }, 'tollPenalty'],
      [{ ...trip('x'), waypoints: 'Verona' }, 'waypoints'],
      [
        { ...trip('x'), monetaryCostOptions: { costPerKilometer: -1, workingCostPerHour: 1 } },
        'monetaryCostOptions.costPerKilometer',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await send('/route', { method: 'POST', body });
      expect(res.status, field).toBe(400);
      expect(res.body['field']).toBe(field);
    }
    // PostgreSQL stores no NUL characters: named, not a server error.
    const nul = trip('x');
    const [first] = nul.waypoints;
    if (first?.coordinate) first.coordinate.label = 'Vero\u0000na';
    for (const [body, field] of [
      [{ ...trip('x'), title: 'a\u0000b' }, 'title'],
      [nul, 'waypoints.0.coordinate.label'],
    ] as const) {
      const res = await send('/route', { method: 'POST', body });
      expect(res.status, field).toBe(400);
      expect(res.body['field']).toBe(field);
    }
    const query = await send('/route?paginate=0');
    expect(query.status).toBe(400);
    expect(query.body['field']).toBe('paginate');
  });

  it("keeps companies apart: another company's trip is 404 and never listed", async () => {
    const tirreno = await save(trip('Solo Tirreno'), TIRRENO);
    expect((await list('?paginate=100')).data.map((r) => r.title)).not.toContain('Solo Tirreno');
    for (const method of ['PUT', 'DELETE']) {
      const res = await send(`/route/${tirreno._id}`, { method, body: trip('Rubato') });
      expect(res.status, method).toBe(404);
    }
    expect((await list('', TIRRENO)).data[0]).toMatchObject({ title: 'Solo Tirreno' });
  });

  it('needs the planner_saved_routes licence and a token', async () => {
    // The demo dispatcher's licences leave the planner out.
    const res = await send('/route', { token: dispatcher, company: TIRRENO });
    expect(res.status).toBe(403);
    const anonymous = await fetch(`${env.relay.url}/api/route`, { headers: { 'x-company': '1' } });
    expect(anonymous.status).toBe(401);
  });

  it('keeps the trips over a restart of the relay', async () => {
    const before = await list('?paginate=100');
    const first = env;
    const same = keep();
    await first.relay.close();
    const restarted = await startAccountsRelay(kind, same);
    // The PostgreSQL schema is the first relay's: dropped when the restarted one closes.
    env = {
      ...restarted,
      close: async () => {
        await restarted.close();
        if (first.schema) await first.sql?.(`DROP SCHEMA IF EXISTS "${first.schema}" CASCADE`);
      },
    };
    admin = await env.signIn('admin');
    const after = await list('?paginate=100');
    expect(after.meta.items).toBe(before.meta.items);
    expect(after.data).toEqual(before.data);
  }, 60_000);
});
