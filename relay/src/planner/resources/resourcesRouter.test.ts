import type { IncomingMessage, RequestListener } from 'node:http';
import express, { type RequestHandler } from 'express';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@fleetdeck/shared';
import { serveWithUpstream, type ServedPair } from '../../http/loopback.js';
import { roadGraph } from '../../roads/buildRoads.js';
import { EmbeddedResourceProvider } from './embeddedResources.js';
import { HttpResourceProvider } from './httpResources.js';
import { reachableAreaOf, type ReachableArea } from './reachableArea.js';
import type { ParkingResource, ResourceProvider, StationResource } from './resourceProvider.js';
import { resourcesApi } from './resourcesRouter.js';

const ALL = {
  planner: true,
  fuel_stations: true,
  parkings: true,
  fuel_partner_services: true,
  poi: true,
};

/** The tenant checks stood in for: company 4, licences from `x-licences` (JSON) or all. */
const fakeTenant: RequestHandler = (req, res, next) => {
  const licenses = { ...ALL, ...(JSON.parse(req.get('x-licences') ?? '{}') as object) };
  res.locals['companyId'] = 4;
  res.locals['user'] = { userId: 1, companies: [4] };
  res.locals['ability'] = buildAbility({
    rules: [{ action: 'manage', subject: 'all' }],
    rulesLoaded: true,
    licenses,
  });
  next();
};

/** As the relay's app: `a[b]=` queries are objects (Express 5's extended parser). */
const appWith = (provider: ResourceProvider, reachableArea?: ReachableArea) =>
  express()
    .set('query parser', 'extended')
    .use(
      resourcesApi({
        pool: {} as pg.Pool,
        tenantScope: [fakeTenant],
        provider,
        ...(reachableArea ? { reachableArea } : {}),
      }),
    ) as RequestListener;

const BOLOGNA = 'lat=44.4949&lng=11.3426';

interface Answer {
  data: { stations: StationResource[]; parkings: ParkingResource[]; pois?: unknown };
  meta: Record<string, unknown>;
  field?: string;
  error?: string;
}
const get = async (base: string, path: string, licences?: object) => {
  const res = await fetch(`${base}${path}`, {
    headers: licences ? { 'x-licences': JSON.stringify(licences) } : {},
  });
  return { status: res.status, body: (await res.json()) as Answer };
};

describe('the planner service routes on the embedded sample data', () => {
  const areas: Array<{ lat: number; lng: number; minutes: number }> = [];
  const square: [number, number][] = [
    [11.2, 44.4],
    [11.5, 44.4],
    [11.5, 44.6],
    [11.2, 44.6],
  ];
  let served: ServedPair;
  beforeAll(async () => {
    const provider = new EmbeddedResourceProvider(() =>
      roadGraph(process.env.DATA_DIR ?? './data'),
    );
    served = await serveWithUpstream(
      (_req, res) => res.end(),
      () =>
        appWith(provider, (from, minutes) => {
          areas.push({ ...from, minutes });
          return Promise.resolve(square);
        }),
    );
  });
  afterAll(() => served.close());

  it('answers stations and parkings with the spec fields, labelled as sample data', async () => {
    const { status, body } = await get(served.url, `/api/planner/service?${BOLOGNA}&radius=40`);
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({
      sample: true,
      provider: 'embedded',
      page: 0,
      perPage: 10,
    });
    const station = body.data.stations[0] as StationResource;
    expect(station.type).toBe('fuel');
    expect(Number.isFinite(station.coordinate.x) && Number.isFinite(station.coordinate.y)).toBe(
      true,
    );
    for (const key of ['id', 'name', 'flag', 'city', 'reference'])
      expect(station).toHaveProperty(key);
    expect(body.data.parkings[0]?.reference).toHaveProperty('security_rating');
    expect(body.data.pois).toBeUndefined();
  });

  it('takes the default radius of 10 km', async () => {
    const { body } = await get(served.url, `/api/planner/service?${BOLOGNA}`);
    for (const s of [...body.data.stations, ...body.data.parkings])
      expect(s.distance).toBeLessThanOrEqual(10_000);
  });

  it('searches by reachable minutes inside the area it is given', async () => {
    const { status, body } = await get(served.url, `/api/planner/service?${BOLOGNA}&area=25`);
    expect(status).toBe(200);
    expect(areas.at(-1)).toEqual({ lat: 44.4949, lng: 11.3426, minutes: 25 });
    const found = [...body.data.stations, ...body.data.parkings];
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.coordinate.x).toBeGreaterThan(11.2);
      expect(r.coordinate.x).toBeLessThan(11.5);
    }
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['lng=11', 'lat'],
      [`${BOLOGNA}&radius=-3`, 'radius'],
      [`${BOLOGNA}&area=0`, 'area'],
      [`${BOLOGNA}&services=boats`, 'services.0'],
      [`${BOLOGNA}&filters[reviews_rating][value]=9`, 'filters.reviews_rating.value'],
      [`${BOLOGNA}&filters[verified]=maybe`, 'filters.verified'],
      [`${BOLOGNA}&page=-1`, 'page'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(served.url, `/api/planner/service?${query}`);
      expect(status, query).toBe(400);
      expect(body.field, query).toBe(field);
    }
  });

  it('keeps each kind behind its licence', async () => {
    const url = `/api/planner/service?${BOLOGNA}&radius=40`;
    expect((await get(served.url, url, { planner: false })).status).toBe(403);
    const noFuel = await get(served.url, url, { fuel_stations: false });
    expect(noFuel.status).toBe(200);
    expect(noFuel.body.data.stations).toEqual([]);
    expect(noFuel.body.data.parkings.length).toBeGreaterThan(0);
    expect(
      (await get(served.url, `${url}&services=stations`, { fuel_stations: false })).status,
    ).toBe(403);
    expect((await get(served.url, `${url}&services=parkings`, { parkings: false })).status).toBe(
      403,
    );
    const partner = `${url}&filters[services][]=adblue`;
    expect((await get(served.url, partner, { fuel_partner_services: false })).status).toBe(403);
    expect((await get(served.url, partner)).status).toBe(200);
    const dictionaries = [
      '/api/planner/service/parking/filters',
      '/api/planner/service/station/services',
    ];
    expect((await get(served.url, dictionaries[0] as string, { parkings: false })).status).toBe(
      403,
    );
    expect(
      (await get(served.url, dictionaries[1] as string, { fuel_partner_services: false })).status,
    ).toBe(403);
    expect((await get(served.url, dictionaries[1] as string)).body.data).toContainEqual({
      id: 'adblue',
      label: 'resources.station_service.adblue',
    });
  });
});

describe('the planner service by PLANNER_SERVICE_URL', () => {
  const asked: IncomingMessage[] = [];
  let answer: (url: URL) => [number, unknown] = () => [200, {}];
  let served: ServedPair;
  beforeAll(async () => {
    served = await serveWithUpstream(
      (req, res) => {
        asked.push(req);
        const [status, body] = answer(new URL(req.url ?? '/', 'http://x'));
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      },
      (url) => appWith(new HttpResourceProvider(`${url}/v1`, 2000)),
    );
  });
  afterAll(() => served.close());

  it("sends the spec's query and reads its answer, which is not sample data", async () => {
    answer = () => [
      200,
      {
        data: {
          stations: [
            {
              id: 9,
              name: 'Q8 Secchia Ovest',
              coordinate: { x: 10.9, y: 44.6 },
              flag: 'Q8',
              city: 'Modena',
              address: 'A1 km 160',
            },
          ],
          parkings: [],
        },
        meta: { items: { stations: 31, parkings: 0 } },
      },
    ];
    const { status, body } = await get(
      served.url,
      `/api/planner/service?${BOLOGNA}&services=stations,parkings&filters[parking_filters][]=cctv&filters[reviews_rating][value]=3&filters[verified]=1&page=2`,
    );
    expect(status).toBe(200);
    const url = new URL(asked.at(-1)?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/v1/service');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lat: '44.4949',
      lng: '11.3426',
      radius: '10',
      services: 'stations,parkings',
      'filters[parking_filters][]': 'cctv',
      'filters[reviews_rating][value]': '3',
      'filters[verified]': '1',
      page: '2',
    });
    expect(url.searchParams.has('filters[security_rating][value]')).toBe(false);
    expect(asked.at(-1)?.headers['x-company']).toBe('4');
    expect(body.meta).toMatchObject({
      sample: false,
      provider: 'http',
      items: { stations: 31, parkings: 0 },
    });
    expect(body.data.stations[0]).toMatchObject({
      id: 9,
      type: 'fuel',
      flag: 'Q8',
      city: 'Modena',
      reference: { address: 'A1 km 160', flag: 'Q8' },
    });
  });

  it('passes reachable minutes on to the service', async () => {
    answer = () => [200, { data: { stations: [], parkings: [] } }];
    expect((await get(served.url, `/api/planner/service?${BOLOGNA}&area=45`)).status).toBe(200);
    const url = new URL(asked.at(-1)?.url ?? '', 'http://x');
    expect(url.searchParams.get('area')).toBe('45');
    expect(url.searchParams.has('radius')).toBe(false);
  });

  it('reads the dictionaries and answers 502 when the service fails or answers oddly', async () => {
    answer = () => [200, { data: [{ id: 'cctv', name: 'CCTV' }] }];
    const filters = await get(served.url, '/api/planner/service/parking/filters');
    expect(filters.body.data).toEqual([{ id: 'cctv', label: 'CCTV' }]);
    expect(new URL(asked.at(-1)?.url ?? '', 'http://x').pathname).toBe(
      '/v1/service/parking/filters',
    );
    for (const broken of [
      () => [500, { error: 'down' }] as [number, unknown],
      () => [200, '<html>'] as [number, unknown],
      () => [200, { data: { stations: [{ id: 1 }] } }] as [number, unknown],
      () =>
        [
          200,
          {
            data: { stations: [{ id: 1, name: 'x', coordinate: { x: 1, y: 2 }, prices: 'cheap' }] },
          },
        ] as [number, unknown],
    ]) {
      answer = broken;
      const { status, body } = await get(served.url, `/api/planner/service?${BOLOGNA}`);
      expect(status).toBe(502);
      expect(body.error).toBe('planner_service_unavailable');
    }
  });
});

describe('reachableAreaOf', () => {
  it('asks the routing provider for one horizon in seconds and takes its ring', async () => {
    const requests: unknown[] = [];
    const ring: [number, number][] = [
      [1, 2],
      [3, 4],
      [5, 6],
    ];
    const area = reachableAreaOf({
      calculateReachableAreas: (request) => {
        requests.push(request);
        return Promise.resolve({ polygons: [{ horizon: 0, ring }], provider: 'embedded' });
      },
    });
    expect(await area({ lat: 45, lng: 9 }, 30)).toEqual(ring);
    await area({ lat: 45, lng: 9 }, 120);
    expect(requests).toMatchObject([
      {
        waypoint: { x: 9, y: 45 },
        horizons: [1800],
        calculationMode: 'QUALITY',
        drivingDirection: 'OUTBOUND',
      },
      { horizons: [7200], calculationMode: 'PERFORMANCE' },
    ]);
  });
});
