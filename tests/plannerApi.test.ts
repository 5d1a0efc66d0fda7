import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@fleetdeck/relay';
import {
  VEHICLE_REQUEST_DEFAULTS,
  type LocationResult,
  type RoutePlanResult,
  type VehicleProfile,
} from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import {
  INNSBRUCK,
  ISLAND,
  SEA,
  startFakeValhalla,
  truckRoute,
  VERONA,
  type FakeValhalla,
} from './fixtures/valhalla/fakeValhalla.js';

const MILANO = { x: 9.19, y: 45.4642 };
const NAPOLI = { x: 14.2681, y: 40.8518 };
const TYRRHENIAN_SEA = { x: 12.0, y: 39.8 };
const PADANI = 1;
const TIRRENO = 4;

const routeBody = truckRoute;

function client(env: () => AccountsRelay, token: () => string) {
  return {
    post: (path: string, body: unknown, company = PADANI) =>
      env().api(path, { method: 'POST', token: token(), company, body: JSON.stringify(body) }),
    get: (path: string, company = PADANI) => env().api(path, { token: token(), company }),
  };
}

const RESULT_KEYS = [
  'distance',
  'travelTime',
  'trafficDelay',
  'violated',
  'coordinates',
  'speeds',
  'toll',
  'monetaryCostsReport',
  'emissions',
  'violatedSections',
  'legs',
  'events',
  'waypoints',
  'alternativeRoutes',
  'message',
  'estimated',
  'provider',
].sort();

describe('ROUTING_URL at start-up', () => {
  it('stops on an invalid URL with one line naming it', () => {
    expect(() => readConfig({ ROUTING_URL: 'valhalla:8002' })).toThrow(
      /^Invalid ROUTING_URL=valhalla:8002: /,
    );
    expect(() => readConfig({ ROUTING_URL: 'ftp://valhalla/' })).toThrow(
      'Invalid ROUTING_URL=ftp://valhalla/: http or https only',
    );
    expect(readConfig({ ROUTING_URL: 'http://127.0.0.1:8002/' }).ROUTING_TIMEOUT_MS).toBe(10_000);
  });
});

describe('planner API through ROUTING_URL (a recorded Valhalla on loopback)', () => {
  let valhalla: FakeValhalla;
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const api = client(
    () => env,
    () => admin,
  );

  beforeAll(async () => {
    valhalla = await startFakeValhalla();
    env = await startAccountsRelay('pglite', { ROUTING_URL: valhalla.url });
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
    const poi = await env.api('/poi', {
      method: 'POST',
      token: admin,
      company: PADANI,
      body: JSON.stringify({
        description: 'Deposito Verona Nord',
        lat: 45.47,
        lng: 10.97,
        radius: 200,
        type: 1,
      }),
    });
    expect(poi.status).toBe(201);
  });
  afterAll(async () => {
    await env?.close();
    await valhalla?.close();
  });

  it('needs a token, and the planner licence', async () => {
    const anonymous = await env.api('/planner/route', {
      method: 'POST',
      company: PADANI,
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    for (const [method, path] of [
      ['POST', '/planner/route'],
      ['POST', '/planner/reachable-areas'],
      ['GET', '/planner/locations?text=Verona'],
      ['GET', '/geofleet/profiles'],
    ] as const) {
      const refused = await env.api(path, {
        method,
        token: dispatcher,
        company: TIRRENO,
        ...(method === 'POST' ? { body: JSON.stringify(routeBody([VERONA, INNSBRUCK])) } : {}),
      });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain('licence');
    }
  });

  it('answers 400 naming the field of a bad request', async () => {
    const cases: [unknown, string][] = [
      [routeBody([VERONA, INNSBRUCK], { tollPenalty: 600 }), 'tollPenalty'],
      [routeBody([VERONA]), 'waypoints'],
      [routeBody([VERONA, { x: 200, y: 45 }]), 'waypoints.1.x'],
      [{ ...routeBody([VERONA, INNSBRUCK]), profile: { height: 'tall' } }, 'profile.height'],
      [
        {
          ...routeBody([VERONA, INNSBRUCK]),
          timeConsideration: { mode: 'start', referenceTime: 'tomorrow' },
        },
        'timeConsideration.referenceTime',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await api.post('/planner/route', body);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request', field });
    }
    const areas = await api.post('/planner/reachable-areas', {
      profile: {},
      waypoint: VERONA,
      horizons: [0],
      calculationMode: 'QUALITY',
      drivingDirection: 'OUTBOUND',
    });
    expect(await areas.json()).toMatchObject({ field: 'horizons.0' });
  });

  it("calculates a route with Valhalla's shape and our tolls, costs and emissions", async () => {
    const response = await api.post('/planner/route', routeBody([VERONA, INNSBRUCK]));
    expect(response.status).toBe(200);
    const plan = (await response.json()) as RoutePlanResult;
    expect(Object.keys(plan).sort()).toEqual(RESULT_KEYS);
    expect(plan).toMatchObject({ provider: 'valhalla', estimated: true, message: null });
    expect(plan.coordinates).toHaveLength(17);
    expect(plan.toll.summary.countries.map((c) => c.countryCode)).toEqual(['IT', 'AT']);
    expect(plan.alternativeRoutes).toHaveLength(1);
    expect(plan.monetaryCostsReport.totalCost).toBeCloseTo(
      plan.monetaryCostsReport.distanceCost +
        plan.monetaryCostsReport.workingTimeCost +
        plan.monetaryCostsReport.tollCost,
      2,
    );
    expect(valhalla.requests.at(-1)?.body).toMatchObject({
      costing: 'truck',
      costing_options: { truck: { height: 4, weight: 40 } },
    });
  });

  it('answers 422 for a waypoint in the sea and for no route, 503 when the engine fails', async () => {
    const sea = await api.post('/planner/route', routeBody([VERONA, SEA], { language: 'en' }));
    expect(sea.status).toBe(422);
    const seaAnswer = (await sea.json()) as {
      code: string;
      waypointIndex: number;
      message: string;
    };
    expect(seaAnswer).toMatchObject({ code: 'unreachable_waypoint', waypointIndex: 1 });
    expect(seaAnswer.message).toContain('Stage 2');
    const island = await api.post('/planner/route', routeBody([VERONA, ISLAND]));
    expect(island.status).toBe(422);
    expect(await island.json()).toMatchObject({ code: 'no_route' });
    const broken = await api.post('/planner/route', routeBody([VERONA, { x: 10, y: 85 }]));
    expect(broken.status).toBe(503);
    const brokenAnswer = (await broken.json()) as { code: string; message: string };
    expect(brokenAnswer.code).toBe('provider_unavailable');
    expect(brokenAnswer.message).toContain('HTTP 503');
  });

  it('draws reachable areas from isochrones', async () => {
    const response = await api.post('/planner/reachable-areas', {
      profile: {},
      waypoint: VERONA,
      horizons: [3600, 7200],
      calculationMode: 'QUALITY',
      drivingDirection: 'OUTBOUND',
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as {
      polygons: { horizon: number; ring: unknown[] }[];
      provider: string;
    };
    expect(result.provider).toBe('valhalla');
    expect(result.polygons.map((p) => p.horizon)).toEqual([3600, 7200]);
  });

  it('searches places and the company POIs, reads coordinates, and names a bad query field', async () => {
    const search = async (query: string) => {
      const response = await api.get(`/planner/locations?${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: LocationResult[] }).data;
    };
    expect((await search('text=Veron&lat=45.4&lng=11'))[0]).toMatchObject({
      formattedAddress: 'Verona, Italy',
      kind: 'place',
    });
    expect((await search('text=deposito%20verona'))[0]).toMatchObject({
      formattedAddress: 'Deposito Verona Nord',
      kind: 'poi',
    });
    expect(await search('text=45.1%2C%209.2')).toEqual([
      {
        location: { referenceCoordinate: { x: 9.2, y: 45.1 } },
        formattedAddress: '45.1, 9.2',
        kind: 'coordinates',
      },
    ]);
    // Company 2 does not see company 1's depot.
    const other = await api.get('/planner/locations?text=deposito%20verona', 2);
    expect(
      ((await other.json()) as { data: LocationResult[] }).data.every((r) => r.kind !== 'poi'),
    ).toBe(true);
    for (const [query, field] of [
      ['text=', 'text'],
      ['text=Verona&lat=45', 'lng'],
      ['text=Verona&limit=500', 'limit'],
    ]) {
      const bad = await api.get(`/planner/locations?${query}`);
      expect(bad.status, query).toBe(400);
      expect(await bad.json()).toMatchObject({ field });
    }
  });

  it('lists the default vehicle profiles, the first with the spec defaults', async () => {
    const response = await api.get('/geofleet/profiles');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: VehicleProfile[] };
    expect(data.map((p) => p.data.totalPermittedWeight)).toEqual([40_000, 26_000, 12_000, 3_500]);
    expect(data[0]?.data).toMatchObject(VEHICLE_REQUEST_DEFAULTS);
    expect(data.map((p) => p.data.height)).toEqual([400, 380, 350, 270]);
  });
});

describe('planner API on the embedded engine', () => {
  let env: AccountsRelay;
  let admin: string;
  const api = client(
    () => env,
    () => admin,
  );

  beforeAll(async () => {
    env = await startAccountsRelay('pglite');
    admin = await env.signIn('admin');
  });
  afterAll(() => env?.close());

  it('routes Milano to Napoli in the same shape as through ROUTING_URL', async () => {
    const response = await api.post('/planner/route', routeBody([MILANO, NAPOLI]));
    expect(response.status).toBe(200);
    const plan = (await response.json()) as RoutePlanResult;
    expect(Object.keys(plan).sort()).toEqual(RESULT_KEYS);
    expect(plan.provider).toBe('embedded');
    expect(plan.distance).toBeGreaterThan(650_000);
    expect(plan.toll.summary.countries[0]?.countryCode).toBe('IT');
    expect(plan.emissions.carbonDioxide).toBeGreaterThan(0);
  });

  it('answers 422 naming a waypoint in the sea', async () => {
    const response = await api.post('/planner/route', routeBody([MILANO, TYRRHENIAN_SEA]));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'unreachable_waypoint', waypointIndex: 1 });
  });
});
