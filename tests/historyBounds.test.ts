import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  featureCollectionSchema,
  passagePageAnswerSchema,
  routeFeatureSchema,
  vehiclePassageResponseSchema,
} from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
/** The request that took the relay down (issue 43): a valid day, in the year 9999. */
const CRASH =
  '/geofleet/vehiclepassage?start_date=9999-12-30T00:00:00Z&end_date=9999-12-31T00:00:00Z&lat=45.46&lon=9.19&radius=5';
/** Far more than a refusal takes; the crash itself never answered. */
const PATIENCE_MS = 10_000;

/** History ranges are checked against now and the retention before anything is computed. */
describe('history ranges within now and the retention (issue 43)', () => {
  let env: AccountsRelay;
  let token: string;
  let truck: number;
  const get = (path: string) =>
    env.api(path, { token, company: 4, signal: AbortSignal.timeout(PATIENCE_MS) });
  const refusal = async (path: string) => {
    const answer = await get(path);
    const body = (await answer.json()) as { error: string; field: string; message: string };
    return { status: answer.status, error: body.error, field: body.field };
  };
  const refused = (field: string) => ({ status: 400, error: 'invalid_request', field });

  beforeAll(async () => {
    // A shorter retention than the 90 days by default: the variable is the one the relay keeps.
    env = await startAccountsRelay('pglite', {
      SIM_TRUCKS: '60',
      POLL_TRUCKS_MS: '200',
      HISTORY_RETENTION_DAYS: '30',
    });
    token = await env.signIn('dispatcher'); // company 4 only
    await until(() => env.relay.hub.snapshot(4).trucks.length > 0, 'the first poll');
    truck = env.relay.hub.snapshot(4).trucks.find((t) => t.type !== 3 && t.lastpoint)!.id;
  });
  afterAll(async () => {
    await env.close();
  });

  it('answers the crash request 400 naming end_date, and stays up', async () => {
    expect(await refusal(CRASH)).toEqual(refused('end_date'));
    const health = await fetch(`${env.relay.url}/health`, { signal: AbortSignal.timeout(5000) });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // The simulator, asked directly as an upstream, cuts the range at now: nothing to answer.
    const direct = await fetch(`${env.relay.upstreamUrl}${CRASH}`, {
      signal: AbortSignal.timeout(PATIENCE_MS),
    });
    expect(vehiclePassageResponseSchema.parse(await direct.json())).toEqual({ data: [] });
  });

  it('refuses analyser ranges in the future or older than the retention, naming the date', async () => {
    const now = Date.now();
    const tomorrow = `start_date=${iso(now + DAY)}&end_date=${iso(now + 2 * DAY)}`;
    const year9999 = 'start_date=9999-12-30T00:00:00Z&end_date=9999-12-31T00:00:00Z';
    const past = `start_date=${iso(now - 31 * DAY)}&end_date=${iso(now - 30 * DAY)}`;
    for (const call of ['route.json', 'stops.json', 'activities.json', 'timeline']) {
      const base = `/geofleet/trucks/${truck}/${call}`;
      expect(await refusal(`${base}?${year9999}`)).toEqual(refused('end_date'));
      expect(await refusal(`${base}?${tomorrow}`)).toEqual(refused('end_date'));
      expect(await refusal(`${base}?${past}`)).toEqual(refused('start_date'));
    }
    const passage = `/geofleet/vehiclepassage?${past}&lat=45.46&lon=9.19&radius=5`;
    expect(await refusal(passage)).toEqual(refused('start_date'));
    expect(await refusal(`/trucks/${truck}/events?since=${iso(now + DAY)}`)).toEqual(
      refused('since'),
    );
  });

  it('refuses numbers that are not decimal digits, naming them', async () => {
    const now = Date.now();
    const range = `start_date=${iso(now - 2 * HOUR)}&end_date=${iso(now)}`;
    const at = `${range}&lat=45.46&lon=9.19`;
    for (const radius of ['0x10', '1e1', '+4', '%204', '']) {
      expect(await refusal(`/geofleet/vehiclepassage?${at}&radius=${radius}`)).toEqual(
        refused('radius'),
      );
    }
    for (const call of ['stops.json', 'timeline']) {
      for (const timespan of ['', '0x10', '1e1']) {
        const path = `/geofleet/trucks/${truck}/${call}?${range}&timespan=${timespan}`;
        expect(await refusal(path)).toEqual(refused('timespan'));
      }
    }
  });

  it('still answers a range of the kept history, and one reaching past now up to now', async () => {
    const now = Date.now();
    const range = `start_date=${iso(now - 2 * HOUR)}&end_date=${iso(now + 30_000)}`;
    const route = await get(`/geofleet/trucks/${truck}/route.json?${range}`);
    expect(route.status).toBe(200);
    const features = featureCollectionSchema(routeFeatureSchema).parse(await route.json());
    expect(features.features.length).toBeGreaterThan(0);
    const passage = await get(`/geofleet/vehiclepassage?${range}&lat=45.46&lon=9.19&radius=5`);
    expect(passage.status).toBe(200);
    passagePageAnswerSchema.parse(await passage.json());
    // Begun two hours ago and reaching ten hours ahead, as the web's "today" to 23:59 does:
    // answered (up to now), not refused.
    const today = `start_date=${iso(now - 2 * HOUR)}&end_date=${iso(now + 10 * HOUR)}`;
    const sofar = await get(`/geofleet/trucks/${truck}/route.json?${today}`);
    expect(sofar.status).toBe(200);
    const reports = featureCollectionSchema(routeFeatureSchema).parse(await sofar.json()).features;
    expect(reports.length).toBeGreaterThan(0);
    // Within the 30 days kept, before the simulator's own week: an empty answer, not a refusal.
    const older = `start_date=${iso(now - 29 * DAY)}&end_date=${iso(now - 28 * DAY)}`;
    const stops = await get(`/geofleet/trucks/${truck}/stops.json?${older}&timespan=15`);
    expect(stops.status).toBe(200);
    expect(await stops.json()).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
