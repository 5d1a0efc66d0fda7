import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES, FREIGHT_VEHICLE_TYPES } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

const PADANI = 1;
const TIRRENO = 4;
/** Bologna: the A1, A13 and A14 meet there. */
const BOLOGNA = 'lat=44.4949&lng=11.3426';

interface Listed {
  id: string | number;
  type: string;
  name: string;
  coordinate: { x: number; y: number };
  flag?: string | null;
  city?: string | null;
  distance: number;
  reference: Record<string, unknown>;
}
interface Offer {
  type: string;
  vehicleType: string;
  distance: number;
  reference: { pickUp: { city?: string | null }; delivery: { city?: string | null } };
}
interface FreightAnswer {
  data?: unknown;
  content?: Offer[];
  meta?: Record<string, unknown>;
  field?: string;
  error?: string;
  errors?: { message: string; code: string }[];
}
interface Answer {
  data: { stations: Listed[]; parkings: Listed[]; pois?: Listed[] };
  meta: { sample: boolean; items: Record<string, number>; perPage: number };
  field?: string;
}

describe('the planner service through the real relay', () => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const get = async (path: string, token = admin, company = PADANI) => {
    const res = await env.api(path, { token, company });
    return { status: res.status, body: (await res.json()) as Answer };
  };

  beforeAll(async () => {
    env = await startAccountsRelay('pglite');
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
  }, 60_000);
  afterAll(() => env?.close());

  it('finds sample stations and parkings near Bologna, labelled as sample data', async () => {
    const { status, body } = await get(`/planner/service?${BOLOGNA}&radius=80`);
    expect(status).toBe(200);
    expect(body.meta.sample).toBe(true);
    expect(body.meta.perPage).toBe(10);
    expect(body.data.stations).toHaveLength(10);
    expect(body.meta.items['stations']).toBeGreaterThan(10);
    for (const r of [...body.data.stations, ...body.data.parkings]) {
      expect(r.distance).toBeLessThanOrEqual(80_000);
      expect(r.name).toBeTruthy();
      expect(r.city).toBeTruthy();
    }
    expect(body.data.stations.map((s) => s.type)).toEqual(Array(10).fill('fuel'));
    // The second page goes on where the first stopped.
    const next = await get(`/planner/service?${BOLOGNA}&radius=80&page=1`);
    const last = body.data.stations.at(-1)?.distance ?? 0;
    expect(next.body.data.stations[0]?.distance).toBeGreaterThanOrEqual(last);
  });

  it("lists the company's POIs as resources, and only its own", async () => {
    const created = await env.api('/poi', {
      token: admin,
      company: TIRRENO,
      method: 'POST',
      body: JSON.stringify({
        description: 'Magazzino Bologna Interporto',
        lat: 44.58,
        lng: 11.38,
        radius: 0,
        type: 8,
      }),
    });
    expect(created.status).toBe(201);
    const mine = await get(`/planner/service?${BOLOGNA}&radius=20&services=pois`, admin, TIRRENO);
    expect(mine.status).toBe(200);
    expect(mine.body.data.pois?.map((p) => p.name)).toContain('Magazzino Bologna Interporto');
    expect(mine.body.data.pois?.[0]).toMatchObject({ type: 'poi', reference: { type: 8 } });
    expect(mine.body.data.stations).toEqual([]);
    const theirs = await get(`/planner/service?${BOLOGNA}&radius=20&services=pois`);
    expect(theirs.body.data.pois?.map((p) => p.name)).not.toContain('Magazzino Bologna Interporto');
  });

  it('gives the filter dictionaries as keys the web app can translate', async () => {
    for (const path of ['/planner/service/parking/filters', '/planner/service/station/services']) {
      const res = await env.api(path, { token: admin, company: PADANI });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: string; label: string }[] };
      expect(data.length).toBeGreaterThan(5);
      for (const entry of data) expect(FALLBACK_MESSAGES[entry.label], entry.label).toBeTruthy();
    }
  });

  it('answers 400 naming the field, 403 without the planner licence, 401 without a token', async () => {
    const bad = await get(`/planner/service?lat=91&lng=11`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lat');
    // The demo dispatcher has no planner licence.
    expect((await get(`/planner/service?${BOLOGNA}`, dispatcher, TIRRENO)).status).toBe(403);
    const anonymous = await fetch(`${env.relay.url}/api/planner/service?${BOLOGNA}`, {
      headers: { 'x-company': '1' },
    });
    expect(anonymous.status).toBe(401);
  });

  it("searches within the minutes a truck drives (the planner's reachable area)", async () => {
    const near = await get(`/planner/service?${BOLOGNA}&area=30`);
    const far = await get(`/planner/service?${BOLOGNA}&area=120`);
    expect(near.status).toBe(200);
    expect(far.status).toBe(200);
    const count = (b: typeof near.body): number => b.meta.items['stations'] ?? 0;
    expect(count(near.body)).toBeGreaterThan(0);
    // Two hours reach more stations than half an hour, and half an hour stays near Bologna.
    expect(count(far.body)).toBeGreaterThan(count(near.body));
    for (const r of near.body.data.stations) expect(r.distance).toBeLessThan(60_000);
  });

  describe('freight exchanges', () => {
    const send = async (path: string, method = 'GET', body?: unknown, token = admin) => {
      const res = await env.api(path, {
        token,
        company: PADANI,
        method,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as FreightAnswer };
    };
    const VERONA = 'lat=45.4384&lng=10.9916&radius=80';

    it('carries admin.helpdesk in the user payload', async () => {
      const me = await send('/users/me');
      expect(me.body.data).toMatchObject({ info: { admin: { helpdesk: true } } });
      const other = await send('/users/me', 'GET', undefined, dispatcher);
      expect(other.body.data).toMatchObject({ info: { admin: { helpdesk: false } } });
    });

    it('signs in with both fields, a wrong password answering errors[0].message', async () => {
      for (const [body, field] of [
        [{ password: 'fleetdeck' }, 'username'],
        [{ username: 'fleetdeck', password: '' }, 'password'],
        [{ username: '  ', password: 'x' }, 'username'],
        [{ username: 'a\u0000b', password: 'x' }, 'username'],
      ] as const) {
        const res = await send('/freight/borsa/login', 'POST', body);
        expect(res.status, field).toBe(400);
        expect(res.body.field).toBe(field);
      }
      const wrong = await send('/freight/borsa/login', 'POST', {
        username: 'fleetdeck',
        password: 'no',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.[0]?.message).toBe('Wrong username or password');
      expect(FALLBACK_MESSAGES[wrong.body.errors?.[0]?.code ?? '']).toBeTruthy();
      expect((await send(`/freight/borsa/offers?${VERONA}`)).body.error).toBe(
        'freight_login_required',
      );
    });

    it('searches offers once signed in, ten a page, until signed out', async () => {
      const ok = await send('/freight/borsa/login', 'POST', {
        username: 'fleetdeck',
        password: 'fleetdeck',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ board: 'borsa', username: 'fleetdeck', loggedIn: true });
      expect((await send('/freight/borsa/login')).body.data).toMatchObject({ loggedIn: true });
      // Wider than VERONA: the generated offers move with the road graph's towns (ferries and the
      // Greek ports' roads changed them), and ten trailers must be near whatever they are.
      const around = 'lat=45.4384&lng=10.9916&radius=200';
      const page = await send(`/freight/borsa/offers?${around}&vehicle_type=trailer`);
      expect(page.status).toBe(200);
      const content = page.body.content ?? [];
      expect(content).toHaveLength(10);
      expect(page.body.meta).toMatchObject({ perPage: 10, sample: true, page: 0 });
      for (const offer of content) {
        expect(offer).toMatchObject({ type: 'borsa', vehicleType: 'trailer' });
        expect(offer.reference.pickUp.city).toBeTruthy();
        expect(offer.reference.delivery.city).toBeTruthy();
        expect(offer.distance).toBeLessThanOrEqual(200_000);
      }
      expect(FREIGHT_VEHICLE_TYPES).toContain(content[0]?.vehicleType);
      const searches = await send('/freight/borsa/searches');
      expect((searches.body.data as unknown[]).length).toBeGreaterThan(0);
      // The other exchange is a sign-in of its own.
      expect((await send(`/freight/borsa-timocom/offers?${VERONA}`)).status).toBe(403);
      expect((await send(`/freight/borsa/offers?lat=45&lng=nope`)).body.field).toBe('lng');
      expect((await send(`/freight/borsa/offers?${VERONA}&vehicle_type=bike`)).body.field).toBe(
        'vehicle_type',
      );
      // By minutes: the routing provider's reachable area.
      const byArea = await send(`/freight/borsa/offers?lat=45.4384&lng=10.9916&area=90`);
      expect(byArea.status).toBe(200);
      expect((await send('/freight/borsa/login', 'DELETE')).status).toBe(204);
      expect((await send(`/freight/borsa/offers?${VERONA}`)).status).toBe(403);
    });

    it('is closed without helpdesk and the freight licence, and to unknown exchanges', async () => {
      const res = await env.api('/freight/borsa/login', {
        token: dispatcher,
        company: TIRRENO,
        method: 'POST',
        body: JSON.stringify({ username: 'fleetdeck', password: 'fleetdeck' }),
      });
      expect(res.status).toBe(403);
      expect((await send('/freight/altro/login', 'POST', {})).status).toBe(404);
    });
  });
});
