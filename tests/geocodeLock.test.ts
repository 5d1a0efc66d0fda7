import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

const json = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.json()) as Record<string, unknown>;

/** Geocoding and the lock command through the real relay, its simulator and tenancy (PGlite). */
describe('geocode and lock API', () => {
  let env: AccountsRelay;
  let token: string;
  const trucks = (): readonly Truck[] => env.relay.hub.snapshot(4).trucks;

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { SIM_TRUCKS: '200', POLL_TRUCKS_MS: '200' });
    token = await env.signIn('dispatcher'); // company 4 only
    await until(() => env.relay.hub.size > 0, 'the first poll');
  });
  afterAll(async () => {
    await env.close();
  });

  it('reverse-geocodes a position to the documented shape', async () => {
    const response = await env.api('/geocode/reverse?lat=45.4642&lon=9.19', { token, company: 4 });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      data: { display_name: 'Milan, Italy', address: { city: 'Milan', country: 'Italy' } },
    });
    const sea = await env.api('/geocode/reverse?lat=30&lon=-40', { token, company: 4 });
    expect(await json(sea)).toEqual({ data: null });
  });

  it('searches places as [{display_name, lat, lng, kind}]', async () => {
    const response = await env.api('/geocode/search?q=Verona', { token, company: 4 });
    const body = (await json(response)) as { data: Array<Record<string, unknown>> };
    expect(body.data[0]).toEqual({
      display_name: 'Verona, Italy',
      lat: expect.closeTo(45.44, 1) as number,
      lng: expect.closeTo(10.99, 1) as number,
      kind: 'place',
    });
  });

  it('names each place once, in the language asked, the nearest to the view first', async () => {
    const names = async (query: string): Promise<string[]> => {
      const response = await env.api(`/geocode/search?${query}`, { token, company: 4 });
      expect(response.status).toBe(200);
      const body = (await json(response)) as { data: Array<{ display_name: string }> };
      return body.data.map((r) => r.display_name);
    };
    const italian = await names('q=Veron&lang=it&lat=45.4&lng=10');
    expect(italian[0]).toBe('Verona, Italia');
    expect(new Set(italian).size).toBe(italian.length);
    // Six Veronas in the United States: one line.
    const all = await names('q=Verona&lang=it&limit=20');
    expect(all.filter((n) => n === 'Verona, Stati Uniti')).toHaveLength(1);
    expect((await names('q=Milan&lang=it&limit=1'))[0]).toBe('Milano, Italia');
    // From New Jersey, its Verona first.
    expect((await names('q=Verona&lat=40.8&lng=-74.2'))[0]).toBe('Verona, United States');
    const bad = async (path: string) => json(await env.api(path, { token, company: 4 }));
    expect(await bad('/geocode/search?q=Verona&lang=xx')).toMatchObject({ field: 'lang' });
    expect(await bad('/geocode/search?q=Verona&lat=45')).toMatchObject({ field: 'lng' });
    expect(await bad(`/geocode/search?q=${'a'.repeat(201)}`)).toMatchObject({ field: 'q' });
    expect(await bad('/geocode/search?q=Ver%00ona')).toMatchObject({ field: 'q' });
  });

  it('names the bad field in a 400 and checks token and company', async () => {
    const bad = async (path: string) => json(await env.api(path, { token, company: 4 }));
    expect(await bad('/geocode/reverse?lat=91&lon=9')).toMatchObject({ field: 'lat' });
    expect(await bad('/geocode/reverse?lat=45&lon=east')).toMatchObject({ field: 'lon' });
    expect(await bad('/geocode/reverse?lat=45')).toMatchObject({ field: 'lon' });
    expect(await bad('/geocode/search?q=')).toMatchObject({ field: 'q' });
    expect((await env.api('/geocode/search?q=Roma', { company: 4 })).status).toBe(401);
    expect((await env.api('/geocode/search?q=Roma', { token, company: 1 })).status).toBe(403);
  });

  it('locks and unlocks an enabled output; the next poll carries the new value', async () => {
    const truck = trucks().find((t) => t.tracker_configuration?.dout_1?.enable);
    if (!truck) throw new Error('the simulator enables output 1 on about half of the trucks');
    const lock = (value: boolean) =>
      env.api(`/trucks/${truck.id}/lock`, {
        token,
        company: 4,
        method: 'POST',
        body: JSON.stringify({ output: 1, lock: value }),
      });
    const valueNow = () =>
      trucks().find((t) => t.id === truck.id)?.tracker_configuration?.dout_1?.value;
    for (const value of [!truck.tracker_configuration?.dout_1?.value, false, true]) {
      const response = await lock(value);
      expect(response.status).toBe(202);
      await until(() => valueNow() === value, `dout_1 = ${value}`);
    }
  });

  it('refuses a disabled output (409), another company’s truck (404) and a bad body (400)', async () => {
    const post = (id: number, body: unknown) =>
      env.api(`/trucks/${id}/lock`, {
        token,
        company: 4,
        method: 'POST',
        body: JSON.stringify(body),
      });
    const disabled = trucks().find((t) => !t.tracker_configuration?.dout_2?.enable);
    expect((await post(disabled?.id ?? 0, { output: 2, lock: true })).status).toBe(409);
    const mine = new Set(trucks().map((t) => t.id));
    const foreign = env.relay.hub.snapshot('*').trucks.find((t) => !mine.has(t.id));
    expect(foreign).toBeDefined();
    expect((await post(foreign?.id ?? 0, { output: 1, lock: true })).status).toBe(404);
    expect((await post(999_999, { output: 1, lock: true })).status).toBe(404);
    expect(await json(await post(1, { output: 3, lock: true }))).toMatchObject({ field: 'output' });
    expect(await json(await post(1, { output: 1 }))).toMatchObject({ field: 'lock' });
    expect(await json(await post(0, { output: 1, lock: true }))).toMatchObject({ field: 'id' });
  });
});

describe('geocoding through GEOCODER_URL', () => {
  let env: AccountsRelay;
  let server: Server;
  const asked: string[] = [];

  beforeAll(async () => {
    // A Nominatim-shaped stand-in: a street and a house number for a search, a road for reverse.
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      const search = req.url?.startsWith('/search?') === true;
      res.end(
        JSON.stringify(
          search
            ? [
                {
                  display_name: 'Via Emilia Est, 12, Modena, Emilia-Romagna, Italia',
                  lat: '44.6430',
                  lon: '10.9380',
                  class: 'place',
                  type: 'house',
                },
                {
                  display_name: 'Via Emilia Est, Modena, Emilia-Romagna, Italia',
                  lat: '44.6431',
                  lon: '10.9381',
                  class: 'highway',
                  type: 'primary',
                },
              ]
            : { display_name: 'Via Emilia, Modena', address: { road: 'Via Emilia' } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    env = await startAccountsRelay('pglite', { GEOCODER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await env.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks the configured service, once per position', async () => {
    const token = await env.signIn('dispatcher');
    for (let i = 0; i < 2; i++) {
      const response = await env.api('/geocode/reverse?lat=44.6471&lon=10.9252', {
        token,
        company: 4,
      });
      expect(await json(response)).toEqual({
        data: { display_name: 'Via Emilia, Modena', address: { road: 'Via Emilia' } },
      });
    }
    expect(asked).toEqual(['/reverse?lat=44.6471&lon=10.9252&format=json']);
  });

  it('finds streets and house numbers there, asking in the language and near the view', async () => {
    const token = await env.signIn('dispatcher');
    asked.length = 0;
    const response = await env.api(
      `/geocode/search?q=${encodeURIComponent('Via Emilia Est 12, Modena')}&lang=it&lat=44.6&lng=10.9`,
      { token, company: 4 },
    );
    expect(await json(response)).toEqual({
      data: [
        {
          display_name: 'Via Emilia Est, 12, Modena, Emilia-Romagna, Italia',
          lat: 44.643,
          lng: 10.938,
          kind: 'address',
        },
        {
          display_name: 'Via Emilia Est, Modena, Emilia-Romagna, Italia',
          lat: 44.6431,
          lng: 10.9381,
          kind: 'address',
        },
      ],
    });
    const url = new URL(asked[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('Via Emilia Est 12, Modena');
    expect(url.searchParams.get('accept-language')).toBe('it');
    expect(url.searchParams.get('viewbox')).toBe('9.9000,45.6000,11.9000,43.6000');
  });
});
