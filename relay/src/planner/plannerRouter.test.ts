import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type RouteRequest, type TrafficAlert } from '@fleetdeck/shared';
import { LocationSearch } from './places/locationSearch.js';
import { plannerRouter } from './plannerRouter.js';
import { RoutingError, type RoutingContext, type RoutingProvider } from './routingProvider.js';

const alert: TrafficAlert = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [11, 45.4] },
  properties: { road_name: 'A4', severity: 3, speed: 20 },
};
const seen: RoutingContext[] = [];
const provider: RoutingProvider = {
  name: 'embedded',
  calculateRoute: (request: RouteRequest, context?: RoutingContext) => {
    seen.push(context ?? {});
    if (request.waypoints[1]?.y === 0)
      return Promise.reject(new RoutingError('unreachable_waypoint', 'in the sea', 1));
    if (request.waypoints[1]?.y === 1)
      return Promise.reject(new RoutingError('provider_unavailable', 'engine away'));
    return Promise.reject(new Error('not in this test'));
  },
  calculateReachableAreas: () => Promise.resolve({ polygons: [], provider: 'embedded' }),
  searchLocations: () => Promise.resolve([]),
};
const places = new LocationSearch([
  {
    name: 'Verona',
    country: 'IT',
    population: 257_000,
    loc: { coordinates: [10.99, 45.44] },
  },
]);

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    Object.assign(res.locals, {
      companyId: 1,
      ability: buildAbility({ rules: [], rulesLoaded: true, licenses: { planner: true } }),
    });
    next();
  });
  app.use(
    plannerRouter({
      provider,
      places: () => places,
      poisOf: () => Promise.resolve([]),
      traffic: () => [alert],
      tenantScope: [],
      log: pino({ level: 'silent' }),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const route = (y: number) => ({
  profile: {},
  waypoints: [
    { x: 10, y: 45 },
    { x: 12, y },
  ],
  timeConsideration: { mode: 'start', referenceTime: '2026-11-26T08:00:00Z' },
  tollPenalty: 405,
  distanceTimeWeighting: 50,
  co2Class: 1,
  monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
});
const post = (body: unknown) =>
  fetch(`${url}/api/planner/route`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('planner router', () => {
  it("hands the live traffic alerts to the provider, and a routing error's code and waypoint to the client", async () => {
    const response = await post(route(0));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'unreachable_waypoint',
      code: 'unreachable_waypoint',
      message: 'in the sea',
      waypointIndex: 1,
    });
    expect(seen.at(-1)?.traffic).toEqual([alert]);
    expect(seen.at(-1)?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers 503 when the engine is away and 400 for a body that is not JSON', async () => {
    expect((await post(route(1))).status).toBe(503);
    const bad = await fetch(`${url}/api/planner/route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"waypoints": [',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'body' });
  });
});
