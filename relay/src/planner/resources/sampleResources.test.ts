import { describe, expect, it } from 'vitest';
import { corridorParam, distanceM, thinCorridor } from '@fleetdeck/shared/roads';
import { roadGraph } from '../../roads/buildRoads.js';
import { testProvider, truckRequest } from '../embedded/testRoutes.js';
import { EmbeddedResourceProvider, insideRing } from './embeddedResources.js';
import type { ResourceQuery } from './resourceProvider.js';
import { resourceQuerySchema, toResourceQuery } from './resourceQuery.js';
import { generateSampleResources } from './sampleResources.js';

const graph = roadGraph(process.env.DATA_DIR ?? './data');
const sample = generateSampleResources(graph);
const provider = new EmbeddedResourceProvider(() => graph);
const BOLOGNA = { lat: 44.4949, lng: 11.3426 };
const query = (over: Partial<ResourceQuery> = {}): ResourceQuery => ({
  ...BOLOGNA,
  radiusKm: 60,
  services: ['stations', 'parkings'],
  stationServices: [],
  parkingFilters: [],
  minRating: 0,
  minSecurityRating: 0,
  verifiedOnly: false,
  page: 0,
  perPage: 10,
  ...over,
});
/** Every result of a query, on one page. */
const all = (q: ResourceQuery) => provider.search({ ...q, perPage: 10_000 });

/** Metres from a point to the nearest densified point of a road of the class. */
function toRoad(lat: number, lng: number, cls: number): number {
  let best = Infinity;
  for (let e = 0; e < graph.edgeCount; e++) {
    if (graph.edgeClass[e] !== cls) continue;
    for (let i = graph.edgeGeom[e] as number; i < (graph.edgeGeom[e + 1] as number); i++)
      best = Math.min(
        best,
        distanceM(lat, lng, graph.pointLat[i] as number, graph.pointLng[i] as number),
      );
  }
  return best;
}

describe('the generated sample resources', () => {
  it('are the same on every generation, with unique ids and names', () => {
    expect(generateSampleResources(graph)).toEqual(sample);
    expect(sample.stations.length).toBeGreaterThan(300);
    expect(sample.parkings).toHaveLength(sample.stations.length);
    for (const list of [sample.stations, sample.parkings]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      expect(new Set(list.map((r) => r.name)).size).toBe(list.length);
    }
  });

  it('put service areas on the motorways, both carriageways, every 30-60 km', () => {
    const areas = sample.stations.filter((s) => !String(s.id).startsWith('st-ts-'));
    for (const s of areas.filter((_, i) => i % 7 === 0))
      expect(toRoad(s.coordinate.y, s.coordinate.x, 0), s.name).toBeLessThan(600);
    // Per motorway, the kilometre marks of consecutive areas.
    const byRef = new Map<string, number[]>();
    for (const s of areas) {
      const [, ref, km] = /^(.*) km (\d+)$/.exec(s.reference.address ?? '') ?? [];
      byRef.set(ref ?? '', [...new Set([...(byRef.get(ref ?? '') ?? []), Number(km)])]);
    }
    const gaps = [...byRef.values()].flatMap((kms) =>
      kms
        .sort((a, b) => a - b)
        .slice(1)
        .map((km, i) => km - (kms[i] as number)),
    );
    expect(gaps.length).toBeGreaterThan(100);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
    const sorted = gaps.sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1] as number;
    expect(median).toBeGreaterThanOrEqual(30);
    expect(median).toBeLessThanOrEqual(60);
    // Two carriageways: each area has its twin on the other side.
    const ids = new Set(areas.map((s) => String(s.id)));
    const twin = { N: 'S', S: 'N', E: 'W', W: 'E' } as Record<string, string>;
    for (const id of ids)
      expect(ids.has(id.replace(/-([NESW])$/, (_, side: string) => `-${twin[side]}`)), id).toBe(
        true,
      );
    const italian = areas.filter((s) => s.name.startsWith('Area di servizio '));
    expect(italian.length).toBeGreaterThan(100);
    for (const s of italian) expect(s.name).toMatch(/ (Nord|Est|Sud|Ovest)( \d+)?$/);
  });

  it('name truck stops by country and give stations prices and parkings ratings in range', () => {
    expect(sample.parkings.some((p) => p.name.startsWith('Autoparco '))).toBe(true);
    expect(sample.parkings.some((p) => p.name.startsWith('Autohof '))).toBe(true);
    for (const s of sample.stations) {
      expect(s.flag).toBeTruthy();
      expect(s.reference.prices?.[0]?.price).toBeGreaterThan(1.2);
      expect(s.reference.prices?.[0]?.price).toBeLessThan(2.2);
    }
    for (const { reference: r } of sample.parkings) {
      expect(r.reviews_rating).toBeGreaterThanOrEqual(1);
      expect(r.reviews_rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(r.security_rating)).toBe(true);
      expect(r.security_rating).toBeGreaterThanOrEqual(1);
      expect(r.security_rating).toBeLessThanOrEqual(5);
      expect(r.number_of_parking_spots).toBeGreaterThan(0);
    }
  });
});

describe('the embedded planner service', () => {
  it('finds exactly those within the radius, nearest first, ten a page', async () => {
    const expected = sample.stations.filter(
      (s) => distanceM(BOLOGNA.lat, BOLOGNA.lng, s.coordinate.y, s.coordinate.x) <= 60_000,
    );
    const found = await all(query());
    expect(found.sample).toBe(true);
    expect(found.items.stations).toBe(expected.length);
    expect(found.stations.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const distances = found.stations.map((s) => s.distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const [p0, p1] = [await provider.search(query()), await provider.search(query({ page: 1 }))];
    expect(p0.stations).toHaveLength(10);
    expect(p1.stations.map((s) => s.id)).toEqual(found.stations.slice(10, 20).map((s) => s.id));
  });

  it('applies every parking filter and the station services, only above 0 for ratings', async () => {
    const base = await all(query({ services: ['parkings'] }));
    expect(base.stations).toEqual([]);
    const strict = await all(
      query({
        services: ['parkings'],
        minRating: 3,
        minSecurityRating: 2,
        verifiedOnly: true,
        parkingFilters: ['lighting'],
      }),
    );
    expect(strict.parkings.length).toBeGreaterThan(0);
    expect(strict.parkings.length).toBeLessThan(base.parkings.length);
    for (const { reference: r } of strict.parkings) {
      expect(r.verified).toBe(true);
      expect(r.reviews_rating).toBeGreaterThanOrEqual(3);
      expect(r.security_rating).toBeGreaterThanOrEqual(2);
      expect(r.filters).toContain('lighting');
    }
    const expected = base.parkings.filter(
      ({ reference: r }) =>
        r.verified &&
        (r.reviews_rating ?? 0) >= 3 &&
        (r.security_rating ?? 0) >= 2 &&
        r.filters?.includes('lighting'),
    );
    expect(strict.items.parkings).toBe(expected.length);
    const adblue = await all(query({ services: ['stations'], stationServices: ['adblue', 'lng'] }));
    expect(adblue.stations.length).toBeGreaterThan(0);
    for (const s of adblue.stations)
      expect(s.reference.services).toEqual(expect.arrayContaining(['adblue', 'lng']));
  });

  it('searches inside a reachable area when given its ring', async () => {
    const ring: [number, number][] = [
      [11.0, 44.3],
      [11.7, 44.3],
      [11.7, 44.7],
      [11.0, 44.7],
    ];
    const found = await all(query({ area: { minutes: 30, ring } }));
    const expected = sample.parkings.filter((p) =>
      insideRing(ring, p.coordinate.x, p.coordinate.y),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.parkings.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect((await all(query({ area: { minutes: 30, ring: [] } }))).items).toEqual({
      stations: 0,
      parkings: 0,
    });
  });

  it('lists the filter dictionaries as i18n keys', async () => {
    const filters = await provider.parkingFilters();
    expect(filters.map((f) => f.id)).toContain('cctv');
    expect(filters[0]?.label).toBe(`resources.parking_filter.${filters[0]?.id}`);
    const services = await provider.stationServices();
    expect(services.map((s) => s.id)).toContain('adblue');
  });
});

const route = testProvider().provider.route(truckRequest());
const corridor = thinCorridor(route.coordinates);
const [startLng, startLat] = route.coordinates[0] as [number, number];
const start = { lat: startLat, lng: startLng };

/** Metres from a point to the route's own line (every point, not the thinned corridor). */
const offRoute = (lat: number, lng: number) =>
  Math.min(...route.coordinates.map(([x, y]) => distanceM(lat, lng, y, x)));

describe('fuel and parkings along the route corridor (issue 45)', () => {
  it('Milano -> Napoli: stations all along the route, in route order, near it', async () => {
    const found = await all(query({ ...start, radiusKm: 5, corridor }));
    expect(corridor.length).toBeLessThanOrEqual(400);
    expect(found.stations.length).toBeGreaterThan(10);
    const along = found.stations.map((s) => s.along ?? NaN);
    expect([...along].sort((a, b) => a - b)).toEqual(along);
    for (const s of found.stations) {
      expect(s.distance).toBeLessThanOrEqual(5_000);
      // The thinned corridor stays close to the road: within a km more than the radius.
      expect(offRoute(s.coordinate.y, s.coordinate.x)).toBeLessThan(6_000);
    }
    // One near the route's middle (about km 400 of 813), far from both ends.
    const middle = found.stations.find(
      (s) => (s.along ?? 0) > route.distance * 0.4 && (s.along ?? 0) < route.distance * 0.6,
    );
    expect(middle).toBeDefined();
    expect(
      distanceM(startLat, startLng, middle!.coordinate.y, middle!.coordinate.x),
    ).toBeGreaterThan(200_000);
    // Around the start with the same radius finds none of that.
    const around = await all(query({ ...start, radiusKm: 5 }));
    expect(around.stations.every((s) => (s.distance ?? 0) <= 5_000)).toBe(true);
    expect(around.stations.length).toBeLessThan(found.stations.length);
    expect(found.parkings.length).toBeGreaterThan(0);
  });

  it('reads the corridor parameter, and answers which field is wrong', () => {
    const parsed = resourceQuerySchema.parse({
      lat: '45.46',
      lng: '9.19',
      radius: '5',
      corridor: corridorParam(corridor),
    });
    const q = toResourceQuery(parsed, ['stations']);
    expect(q.corridor).toHaveLength(corridor.length);
    expect(q.corridor?.[0]?.[0]).toBeCloseTo(corridor[0]![0], 4);
    for (const bad of ['9.19,45.46', '9.19,45.46;x,1', '9.19,45.46;200,1', '1,2,3;4,5'])
      expect(
        resourceQuerySchema.safeParse({ lat: '45', lng: '9', corridor: bad }).error?.issues[0]
          ?.path,
      ).toEqual(['corridor']);
  });
});
