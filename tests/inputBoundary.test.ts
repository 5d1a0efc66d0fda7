import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { vehicleAlerts } from '@fleetdeck/shared';
import { useSignedInRelay } from './support/accountsRelay.js';

/**
 * Issue 43, parts 2 and 4: what crossed a boundary unchecked. Each answer that was a 500 (a NUL
 * or a lone surrogate in a string, a body that is not what its Content-Encoding says, a path id
 * of `%00`, a 20,000-deep body) is now a 400 naming the field; loose numbers (`X-Company: 0x4`,
 * a radius of 1e308) and unknown query keys are refused in words; what was saved stays.
 */

const TIRRENO = 4;
const NUL = 'a\u0000b';
/** The JSON escape of a lone high surrogate: valid JSON text, text no database can hold. */
const LONE_SURROGATE_JSON = '"x\\ud800y"';

interface Refusal {
  status: number;
  field?: string;
  message?: string;
}

describe('every boundary refuses what it cannot hold, naming the field', () => {
  const ctx = useSignedInRelay('pglite', { SIM_TRUCKS: '60' });

  /** Who calls: the dispatcher of Tirreno, but the administrator for wall tokens (theirs only). */
  const tokenFor = (path: string): string =>
    path.startsWith('/wall-tokens') ? ctx.admin : ctx.dispatcher;
  /** A call to Tirreno, the body sent as the raw text given. */
  const send = async (
    path: string,
    method: string,
    body?: string | Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Refusal> => {
    const response = await fetch(`${ctx.env.relay.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokenFor(path)}`,
        'x-company': String(TIRRENO),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let json: { field?: string; message?: string } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // Not JSON (a 204): the status says enough.
    }
    return { status: response.status, field: json.field, message: json.message };
  };
  const json = (path: string, method: string, body: unknown) =>
    send(path, method, JSON.stringify(body));
  const created = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await ctx.env.api(path, {
      token: tokenFor(path),
      company: TIRRENO,
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBeLessThan(300);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const read = async (path: string): Promise<string> => {
    const response = await ctx.env.api(path, { token: tokenFor(path), company: TIRRENO });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  const poi = { description: 'Cancello', lat: 43.7, lng: 10.4, radius: 200, type: 5 };
  const saved: { poi?: number; tag?: number; reads: Record<string, string> } = { reads: {} };
  const READS = ['/poi', '/tags', '/wall-tokens', '/sharelink', '/store?type=user&key=geofleet'];

  it('saves a few objects first, to check afterwards that nothing changed', async () => {
    saved.poi = (await created('/poi', { ...poi, description: 'Cancello salvato' }))[
      'id'
    ] as number;
    saved.tag = (await created('/tags', { tag: 'Salvata' }))['id'] as number;
    await created('/wall-tokens', { name: 'Parete salvata' });
    await created('/store', { type: 'user', key: 'geofleet', data: { note: 'salvata' } });
    for (const path of READS) saved.reads[path] = await read(path);
    expect(saved.reads['/store?type=user&key=geofleet']).toContain('salvata');
  });

  it.each([
    ['POI description', '/poi', 'POST', { ...poi, description: NUL }, 'description'],
    ['POI colour', '/poi', 'POST', { ...poi, color: NUL }, 'color'],
    ['POI note', '/poi', 'POST', { ...poi, note: NUL }, 'note'],
    ['POI address', '/poi', 'POST', { ...poi, address: NUL }, 'address'],
    ['popup note', '/poi/:poi', 'PUT', { color: '#fff', note: NUL }, 'note'],
    ['tag name', '/tags', 'POST', { tag: NUL }, 'tag'],
    ['tag rename', '/tags/:tag', 'PUT', { tag: NUL }, 'tag'],
    ['wall-token name', '/wall-tokens', 'POST', { name: NUL }, 'name'],
    [
      'shared link id (update)',
      '/sharelink',
      'PUT',
      { id: NUL, expire_at: 4102444800, tz: 'UTC' },
      'id',
    ],
    ['shared link id (delete)', '/sharelink', 'DELETE', { id: NUL }, 'id'],
    [
      'store value',
      '/store',
      'POST',
      { type: 'user', key: 'geofleet', data: { note: NUL } },
      'data.note',
    ],
    ['store key', '/store', 'POST', { type: 'user', key: 'geofleet', data: { [NUL]: 1 } }, 'data.'],
  ])('a NUL in the %s answers 400 naming it', async (_, path, method, body, field) => {
    const where = path.replace(':poi', String(saved.poi)).replace(':tag', String(saved.tag));
    const answer = await json(where, method, body);
    expect(answer.status).toBe(400);
    expect(answer.field?.startsWith(field)).toBe(true);
    expect(answer.message).toMatch(/NUL/);
  });

  it('a NUL in an alert-handling note answers 400 naming the note', async () => {
    const raised = ctx.env.relay.hub
      .snapshot(TIRRENO)
      .trucks.flatMap((t) => vehicleAlerts(t, Date.now()).map((a) => ({ t, code: a.code })))[0];
    expect(raised, 'a Tirreno truck with an alert').toBeDefined();
    const answer = await json('/alerts/handling', 'POST', {
      truck_id: raised?.t.id,
      code: raised?.code,
      state: 'acknowledged',
      note: NUL,
    });
    expect(answer).toMatchObject({ status: 400, field: 'note' });
  });

  it('a lone surrogate answers 400 naming the field, in the store and anywhere else', async () => {
    const store = `{"type":"user","key":"geofleet","data":{"note":${LONE_SURROGATE_JSON}}}`;
    expect(await send('/store', 'POST', store)).toMatchObject({ status: 400, field: 'data.note' });
    expect((await send('/store', 'POST', store)).message).toMatch(/surrogate/);
    const tag = `{"tag":${LONE_SURROGATE_JSON}}`;
    expect(await send('/tags', 'POST', tag)).toMatchObject({ status: 400, field: 'tag' });
  });

  it('a 20,000-deep array answers 400 or 413 naming the body, before it is parsed', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const answer = await send(
      '/store',
      'POST',
      `{"type":"user","key":"geofleet","data":{"a":${deep}}}`,
    );
    expect([400, 413]).toContain(answer.status);
    expect(answer.field).toBe('body');
  });

  it.each([
    ['gzip', '/store', 'POST', { type: 'user', key: 'geofleet', data: {} }],
    ['gzip', '/poi', 'POST', poi],
    ['gzip', '/tags', 'POST', { tag: 'Zip' }],
    ['gzip', '/wall-tokens', 'POST', { name: 'Zip' }],
    ['gzip', '/sharelink', 'DELETE', { id: 'x' }],
    ['deflate', '/alerts/handling', 'POST', { truck_id: 1 }],
    ['br', '/poi/settings', 'PUT', { emailAddresses: [] }],
    ['x-unknown', '/tags', 'POST', { tag: 'Zip' }],
  ])(
    'Content-Encoding %s on a body that is not so encoded: 400/415 naming the body (%s)',
    async (encoding, path, method, body) => {
      const answer = await send(path, method, JSON.stringify(body), {
        'content-encoding': encoding,
      });
      expect([400, 415]).toContain(answer.status);
      expect(answer.field).toBe('body');
    },
  );

  it('a body that really is gzip is still read', async () => {
    const body = gzipSync(JSON.stringify({ type: 'user', key: 'geofleet', data: { zip: 'ok' } }));
    const answer = await send('/store', 'POST', body, { 'content-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    // Put back what was saved, so the last check compares like with like.
    expect(
      (await json('/store', 'POST', { type: 'user', key: 'geofleet', data: { note: 'salvata' } }))
        .status,
    ).toBe(200);
  });

  it('DELETE /api/wall-tokens/%00 answers 400, and so does a NUL or malformed escape in any path', async () => {
    expect((await send('/wall-tokens/%00', 'DELETE')).status).toBe(400);
    expect(await send('/wall-tokens/not-a-token-id', 'DELETE')).toMatchObject({
      status: 400,
      field: 'id',
    });
    expect(await send('/poi/%00', 'DELETE')).toMatchObject({ status: 400, field: 'path' });
    expect(await send('/tags/%E0%A4%A', 'DELETE')).toMatchObject({ status: 400, field: 'path' });
    expect(await send('/poi/events?limit=%00', 'GET')).toMatchObject({
      status: 400,
      field: 'limit',
    });
    expect(await send('/poi/events?limit=%ZZ', 'GET')).toMatchObject({
      status: 400,
      field: 'limit',
    });
  });

  it.each(['04', '+4', '4.0', '0x4', '1e1'])(
    'an integer path id %s answers 400 naming the param',
    async (id) => {
      expect(await send(`/poi/${id}`, 'DELETE')).toMatchObject({ status: 400, field: 'id' });
      expect(await send(`/tags/${id}`, 'DELETE')).toMatchObject({ status: 400, field: 'id' });
      expect(await json(`/trucks/${id}/tags`, 'PUT', { tag_ids: [] })).toMatchObject({
        status: 400,
        field: 'truckId',
      });
      expect(await send(`/poi/notifications/${id}`, 'DELETE')).toMatchObject({
        status: 400,
        field: 'id',
      });
    },
  );

  // ` 4 ` is not here: HTTP strips a header value's surrounding whitespace before the relay sees it.
  it.each(['0x4', '4e0', '0b100', '+4', '04', '4.0', '-4', '4x'])(
    'X-Company %s answers 400 naming X-Company',
    async (company) => {
      for (const path of ['/poi', '/licenses', '/companies']) {
        const answer = await send(path, 'GET', undefined, { 'x-company': company });
        expect({ path, ...answer }).toMatchObject({ path, status: 400, field: 'X-Company' });
      }
    },
  );

  it('a POI radius of 1e308 answers 400 saying the bound, 100 km', async () => {
    const answer = await send(
      '/poi',
      'POST',
      JSON.stringify({ ...poi, radius: 0 }).replace('"radius":0', '"radius":1e308'),
    );
    expect(answer).toMatchObject({ status: 400, field: 'radius' });
    expect(answer.message).toContain('100 km');
    expect((await json(`/poi/${saved.poi}`, 'PUT', { ...poi, radius: 100_001 })).status).toBe(400);
  });

  it('a planner vehicle of 1e308 cm, a negative weight or an unknown ADR code answers 400 naming the field; one over the legal limits 422', async () => {
    const route = {
      profile: { height: 400, totalPermittedWeight: 40_000, numberOfAxles: 5 },
      waypoints: [
        { x: 9.19, y: 45.46 },
        { x: 11.34, y: 44.49 },
      ],
      timeConsideration: { mode: 'start', referenceTime: '2026-11-26T08:00:00Z' },
      tollPenalty: 0,
      distanceTimeWeighting: 50,
      co2Class: 1,
      monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
      alternatives: 0,
    };
    const plan = async (body: unknown) => {
      const response = await ctx.env.api('/planner/route', {
        token: ctx.admin,
        company: TIRRENO,
        method: 'POST',
        body: JSON.stringify(body).replace('"height":4000000', '"height":1e308'),
      });
      return {
        status: response.status,
        ...((await response.json()) as { field?: string; code?: string; message?: string }),
      };
    };
    const tall = await plan({ ...route, profile: { ...route.profile, height: 4_000_000 } });
    expect(tall).toMatchObject({ status: 400, field: 'profile.height' });
    const light = await plan({ ...route, profile: { ...route.profile, totalPermittedWeight: -1 } });
    expect(light).toMatchObject({ status: 400, field: 'profile.totalPermittedWeight' });
    const adr = await plan({ ...route, profile: { ...route.profile, adrTunnelCategory: 'A' } });
    expect(adr).toMatchObject({ status: 400, field: 'profile.adrTunnelCategory' });
    const goods = await plan({ ...route, profile: { ...route.profile, hazardousGoods: 'yes' } });
    expect(goods).toMatchObject({ status: 400, field: 'profile.hazardousGoods' });
    // A 6 m, 60 t truck is a real vehicle, but over Italy's legal limits on every road: 422
    // naming the limits and the country, in the request's language.
    const heavy = { ...route.profile, height: 600, totalPermittedWeight: 60_000 };
    const refused = await plan({ ...route, profile: heavy, language: 'en' });
    expect(refused).toMatchObject({ status: 422, code: 'over_legal_limit' });
    expect(refused.message).toContain('in Italy: height 6 m (legal maximum 4 m), weight 60 t');
    // A code E load is planned (round the category E tunnels where there are any).
    const hazardous = { ...route.profile, adrTunnelCategory: 'E', hazardousGoods: true };
    expect((await plan({ ...route, profile: hazardous })).status).toBe(200);
  });

  it('ids past a database integer and link times past the year 9999 answer 400, not 500', async () => {
    const truck = ctx.env.relay.hub.snapshot(TIRRENO).trucks[0]?.id;
    const big = 2 ** 40;
    expect(await json(`/trucks/${truck}/tags`, 'PUT', { tag_ids: [big] })).toMatchObject({
      status: 400,
      field: 'tag_ids.0',
    });
    const notification = { poiId: big, emailAddresses: [], notificationEvents: 'in' };
    expect(await json('/poi/notifications', 'POST', notification)).toMatchObject({
      status: 400,
      field: 'poiId',
    });
    const now = Math.floor(Date.now() / 1000);
    const link = { truck_id: [truck], start_at: now, expire_at: 2 ** 53 - 1, tz: 'UTC' };
    expect(await json('/sharelink', 'POST', link)).toMatchObject({
      status: 400,
      field: 'expire_at',
    });
    const past = { ...link, start_at: -(2 ** 53 - 1), expire_at: now + 60 };
    expect(await json('/sharelink', 'POST', past)).toMatchObject({
      status: 400,
      field: 'start_at',
    });
    expect(await json(`/poi/${big}`, 'DELETE', undefined)).toMatchObject({
      status: 400,
      field: 'id',
    });
  });

  it('the public shared-link view names an unknown query key', async () => {
    const response = await fetch(`${ctx.env.relay.url}/public/sharelink/${'A'.repeat(43)}?extra=1`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'extra' });
  });

  it('kept everything saved before unchanged, and is still up', async () => {
    expect((await fetch(`${ctx.env.relay.url}/health`)).status).toBe(200);
    for (const path of READS) expect(await read(path), path).toBe(saved.reads[path]);
  });
});
