import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityFeatureSchema,
  featureCollectionSchema,
  routeFeatureSchema,
  stopFeatureSchema,
  timelineItemSchema,
  type Truck,
} from '@fleetdeck/shared';
import { z } from 'zod';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The route analyser's history calls through the real relay, its simulator and tenancy. */
describe('route analyser API', () => {
  let env: AccountsRelay;
  let token: string;
  let own: Truck;
  let foreign: Truck;
  const end = Date.now() - HOUR;
  const start = end - 8 * HOUR;
  const range = `start_date=${iso(start)}&end_date=${iso(end)}`;
  const get = (path: string) => env.api(path, { token, company: 4 });

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { SIM_TRUCKS: '200', POLL_TRUCKS_MS: '200' });
    token = await env.signIn('dispatcher'); // company 4 only
    await until(() => env.relay.hub.snapshot(4).trucks.length > 0, 'the first poll');
    own = env.relay.hub.snapshot(4).trucks.find((t) => t.lastpoint)!;
    const mine = new Set(env.relay.hub.snapshot(4).trucks.map((t) => t.id));
    foreign = env.relay.hub.snapshot(1).trucks.find((t) => !mine.has(t.id))!;
  });
  afterAll(async () => {
    await env.close();
  });

  it('answers the route, stops, activities and timeline of a truck of the company', async () => {
    const route = await get(`/geofleet/trucks/${own.id}/route.json?${range}`);
    expect(route.status).toBe(200);
    const features = featureCollectionSchema(routeFeatureSchema).parse(await route.json()).features;
    expect(features.length).toBeGreaterThan(0);
    const dates = features.map((f) => Date.parse(f.properties.date ?? ''));
    expect(dates.every((d, i) => d >= start && d <= end && (i === 0 || d >= dates[i - 1]!))).toBe(
      true,
    );
    // What upstream says for the same truck and range: the relay passes it on unchanged.
    const direct = await fetch(
      `${env.relay.upstreamUrl}/geofleet/trucks/${own.id}/route.json?${range}&company=4`,
      { headers: { 'x-company': '4' } },
    );
    expect(features).toEqual(
      featureCollectionSchema(routeFeatureSchema).parse(await direct.json()).features,
    );

    const stops = await get(`/geofleet/trucks/${own.id}/stops.json?${range}&timespan=15`);
    const stopList = featureCollectionSchema(stopFeatureSchema).parse(await stops.json()).features;
    expect(stopList.every((s) => s.properties.DURATION >= 15 * 60)).toBe(true);
    const activities = await get(`/geofleet/trucks/${own.id}/activities.json?${range}`);
    featureCollectionSchema(activityFeatureSchema).parse(await activities.json());

    const timeline = await get(
      `/geofleet/trucks/${own.id}/timeline?${range}&timespan=15&include=driver[]`,
    );
    const items = z.object({ data: z.array(timelineItemSchema) }).parse(await timeline.json()).data;
    const kinds = new Set(items.map((i) => i.type));
    expect(kinds.has('moving') || kinds.has('stop')).toBe(true);
    // Stops shorter than the separation are folded into the trip.
    expect(items.filter((i) => i.type === 'stop').every((i) => i.duration >= 15 * 60)).toBe(true);
  });

  it('refuses a range over 3 days, a range that ends before it starts, and bad parameters', async () => {
    const field = async (path: string) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { field: string }).field;
    };
    const long = `start_date=${iso(end - 73 * HOUR)}&end_date=${iso(end)}`;
    expect(await field(`/geofleet/trucks/${own.id}/route.json?${long}`)).toBe('end_date');
    const backwards = `start_date=${iso(end)}&end_date=${iso(start)}`;
    expect(await field(`/geofleet/trucks/${own.id}/stops.json?${backwards}`)).toBe('end_date');
    expect(
      await field(`/geofleet/trucks/${own.id}/route.json?start_date=ieri&end_date=${iso(end)}`),
    ).toBe('start_date');
    expect(await field(`/geofleet/trucks/${own.id}/timeline?${range}&timespan=61`)).toBe(
      'timespan',
    );
    expect(await field(`/geofleet/trucks/abc/route.json?${range}`)).toBe('id');
    // Exactly 3 days is allowed.
    const three = `start_date=${iso(end - 72 * HOUR)}&end_date=${iso(end)}`;
    expect((await get(`/geofleet/trucks/${own.id}/activities.json?${three}`)).status).toBe(200);
  });

  it("answers 404 for another company's truck and asks for a token", async () => {
    const other = await get(`/geofleet/trucks/${foreign.id}/route.json?${range}`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: 'not_found' });
    expect((await get(`/geofleet/trucks/999999/timeline?${range}`)).status).toBe(404);
    expect(
      (await env.api(`/geofleet/trucks/${own.id}/route.json?${range}`, { company: 4 })).status,
    ).toBe(401);
    expect(
      (await env.api(`/geofleet/trucks/${own.id}/route.json?${range}`, { token, company: 1 }))
        .status,
    ).toBe(403);
  });
});
