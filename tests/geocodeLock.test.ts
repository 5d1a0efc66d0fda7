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

  it('searches places as [{display_name, lat, lng}]', async () => {
    const response = await env.api('/geocode/search?q=Verona', { token, company: 4 });
    const body = (await json(response)) as { data: Array<Record<string, unknown>> };
    expect(body.data[0]).toEqual({
      display_name: 'Verona, Italy',
      lat: expect.closeTo(45.44, 1) as number,
      lng: expect.closeTo(10.99, 1) as number,
    });
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
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ display_name: 'Via Emilia, Modena', address: { road: 'Via Emilia' } }),
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
});
