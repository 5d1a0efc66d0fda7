import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  featureCollectionSchema,
  passagePageAnswerSchema,
  routeFeatureSchema,
  vehiclePassageResponseSchema,
  type PassageVehicle,
} from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const firstMs = (v: PassageVehicle) => Date.parse(v.events[0]!.timestamp);

/** Vehicle passage through the real relay, its simulator and tenancy (issue 20). */
describe('vehicle-passage API', () => {
  let env: AccountsRelay;
  let token: string;
  let mine: Set<number>;
  /** A point one of the company's trucks drove through in the window, found in its route. */
  let point: { lat: number; lon: number; truck: number };
  const end = Date.now() - HOUR;
  const start = end - 12 * HOUR;
  const range = `start_date=${iso(start)}&end_date=${iso(end)}`;
  const get = (query: string) =>
    env.api(`/geofleet/vehiclepassage?${query}`, { token, company: 4 });
  const upstream = async (query: string) =>
    vehiclePassageResponseSchema.parse(
      await (await fetch(`${env.relay.upstreamUrl}/geofleet/vehiclepassage?${query}`)).json(),
    ).data;

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { SIM_TRUCKS: '200', POLL_TRUCKS_MS: '200' });
    token = await env.signIn('dispatcher'); // company 4 only
    await until(() => env.relay.hub.snapshot(4).trucks.length > 0, 'the first poll');
    mine = new Set(env.relay.hub.snapshot(4).trucks.map((t) => t.id));
    // The middle of a route of the company's: a place one of its trucks is known to have passed,
    // in a circle (30 km, a city) where other companies' trucks passed too.
    for (const truck of env.relay.hub.snapshot(4).trucks.filter((t) => t.type !== 3)) {
      const route = await fetch(
        `${env.relay.upstreamUrl}/geofleet/trucks/${truck.id}/route.json?${range}`,
      );
      const features = featureCollectionSchema(routeFeatureSchema).parse(
        await route.json(),
      ).features;
      const middle = features[Math.floor(features.length / 2)]?.geometry;
      if (middle?.type !== 'Point') continue;
      const [lon, lat] = middle.coordinates;
      const passed = await upstream(`${range}&lat=${lat}&lon=${lon}&radius=30`);
      if (!passed.some((v) => !mine.has(v.id))) continue;
      point = { lat, lon, truck: truck.id };
      break;
    }
    expect(point).toBeDefined();
  });
  afterAll(async () => {
    await env.close();
  });

  it("answers the company's trucks that passed, as the simulator answers them", async () => {
    const query = `${range}&lat=${point.lat}&lon=${point.lon}&radius=30`;
    const answer = await get(query);
    expect(answer.status).toBe(200);
    const page = passagePageAnswerSchema.parse(await answer.json());
    expect(page.data.map((v) => v.id)).toContain(point.truck);
    expect(page.data.every((v) => mine.has(v.id))).toBe(true);
    const all = await upstream(query);
    const expected = all
      .filter((v) => mine.has(v.id))
      .sort((a, b) => firstMs(a) - firstMs(b) || a.id - b.id);
    expect(page).toEqual({ data: expected, total: expected.length, next_offset: null });
    // Each truck's events in time order. They are the times the devices sent: a tracker with a
    // wrong clock (the simulator's `device_timestamp` fault, an hour or more ahead) may date a
    // report of the window outside it, and the relay passes that on as it came.
    for (const v of page.data) {
      const times = v.events.map((e) => Date.parse(e.timestamp));
      expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    }
    // The same list a page at a time.
    const second = passagePageAnswerSchema.parse(
      await (await get(`${query}&offset=1&limit=1`)).json(),
    );
    expect(second.data).toEqual(expected.slice(1, 2));
    expect(second.next_offset).toBe(expected.length > 2 ? 2 : null);
  });

  it('refuses an interval over 24 h or backwards, a radius out of 0.1..100 and a bad point', async () => {
    const field = async (query: string) => {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { field: string }).field;
    };
    const at = `lat=${point.lat}&lon=${point.lon}`;
    const day = `start_date=${iso(end - 24 * HOUR - 1000)}&end_date=${iso(end)}`;
    expect(await field(`${day}&${at}&radius=1`)).toBe('end_date');
    expect(await field(`start_date=${iso(end)}&end_date=${iso(start)}&${at}&radius=1`)).toBe(
      'end_date',
    );
    expect(await field(`${range}&${at}&radius=0.05`)).toBe('radius');
    expect(await field(`${range}&${at}&radius=100.5`)).toBe('radius');
    expect(await field(`${range}&lat=95&lon=${point.lon}&radius=1`)).toBe('lat');
    expect(await field(`${range}&lat=${point.lat}&radius=1`)).toBe('lon');
    // Exactly 24 h is allowed; 100 m around a report of the truck find it.
    const exact = `start_date=${iso(end - 24 * HOUR)}&end_date=${iso(end)}`;
    const near = await get(`${exact}&${at}&radius=0.1`);
    expect(near.status).toBe(200);
    const ids = passagePageAnswerSchema.parse(await near.json()).data.map((v) => v.id);
    expect(ids).toContain(point.truck);
  });

  it('asks for a token and one of the user companies', async () => {
    const query = `${range}&lat=${point.lat}&lon=${point.lon}&radius=1`;
    expect((await env.api(`/geofleet/vehiclepassage?${query}`, { company: 4 })).status).toBe(401);
    expect((await env.api(`/geofleet/vehiclepassage?${query}`, { token, company: 1 })).status).toBe(
      403,
    );
  });
});
