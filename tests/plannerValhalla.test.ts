import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRequest } from '@fleetdeck/shared';
import { bundledLocationSearch } from '../relay/src/planner/places/locationSearch.js';
import { RoutingError } from '../relay/src/planner/routingProvider.js';
import { ValhallaRoutingProvider } from '../relay/src/planner/valhalla/valhallaProvider.js';
import {
  INNSBRUCK,
  ISLAND,
  MESSINA,
  SEA,
  startFakeValhalla,
  startSilentServer,
  TRENTO,
  truckRoute,
  VERONA,
  VILLA_SAN_GIOVANNI,
  type FakeValhalla,
} from './fixtures/valhalla/fakeValhalla.js';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/valhalla/route-verona-innsbruck.json', import.meta.url), 'utf8'),
) as {
  trip: {
    summary: { length: number; time: number };
    legs: { maneuvers: { length: number; time: number }[] }[];
  };
};
const maneuverKm = (i: number) => recorded.trip.legs[0]?.maneuvers[i]?.length ?? NaN;

const request = (waypoints: RouteRequest['waypoints']) => truckRoute(waypoints);

let valhalla: FakeValhalla;
let provider: ValhallaRoutingProvider;
beforeAll(async () => {
  valhalla = await startFakeValhalla();
  provider = new ValhallaRoutingProvider(
    { baseUrl: valhalla.url, timeoutMs: 10_000 },
    bundledLocationSearch,
  );
});
afterAll(() => valhalla.close());

const lastBody = (action: string) =>
  valhalla.requests.filter((r) => r.action === action).at(-1)?.body;

describe('Valhalla adapter: routes', () => {
  it('asks for truck costing from the profile in metres and tonnes, with alternates and the start time', async () => {
    await provider.calculateRoute(request([VERONA, INNSBRUCK]));
    expect(lastBody('route')).toMatchObject({
      locations: [
        { lat: VERONA.y, lon: VERONA.x, type: 'break' },
        { lat: INNSBRUCK.y, lon: INNSBRUCK.x, type: 'break' },
      ],
      costing: 'truck',
      costing_options: {
        truck: {
          height: 4,
          width: 2.54,
          length: 16.5,
          weight: 40,
          axle_load: 11.5,
          axle_count: 5,
          use_tolls: 0.84,
          use_distance: 0.5,
        },
      },
      alternates: 2,
      units: 'kilometers',
      date_time: { type: 1, value: '2026-11-26T08:00' },
    });
  });

  it('reads the recorded Brenner route: shape, legs, manoeuvres, the border and our tolls per country', async () => {
    const plan = await provider.calculateRoute(request([VERONA, INNSBRUCK]));
    expect(plan.provider).toBe('valhalla');
    expect(plan.estimated).toBe(true);
    expect(plan.distance).toBe(Math.round(recorded.trip.summary.length * 1000));
    expect(plan.travelTime).toBe(Math.round(recorded.trip.summary.time));
    expect(plan.coordinates).toHaveLength(17);
    expect(plan.coordinates[0]).toEqual([VERONA.x, VERONA.y]);
    expect(plan.legs).toHaveLength(1);
    expect(
      plan.events
        .filter((e) => e.eventType === 'ManeuverEvent')
        .map((e) => [e.direction, e.roadName]),
    ).toEqual([
      ['DEPART', 'Viale del Lavoro'],
      ['SLIGHT_RIGHT', 'A22'],
      ['STRAIGHT', 'A22'],
      ['STRAIGHT', 'A13'],
      ['SLIGHT_RIGHT', 'B182'],
      ['ARRIVE', ''],
    ]);
    expect(
      plan.events
        .filter((e) => e.eventType === 'CountryEvent')
        .map((e) => `${e.kind} ${e.countryCode}`),
    ).toEqual(['ENTER IT', 'EXIT IT', 'ENTER AT']);
    // The A22 ramp and the A22 to the border at the class 5 tariff; the A13 at GO-Maut 4+ axles.
    const itKm = maneuverKm(1) + maneuverKm(2);
    const atKm = maneuverKm(3);
    expect(plan.toll.sections.map((s) => s.displayName)).toEqual(['A22 (IT)', 'A13 (AT)']);
    expect(plan.toll.sections[0]?.distanceM).toBeCloseTo(itKm * 1000, 3);
    expect(plan.toll.sections[0]?.cost.amount).toBe(Math.round(itKm * 0.1805 * 100) / 100);
    expect(plan.toll.sections[1]?.cost.amount).toBe(Math.round(atKm * 0.485 * 100) / 100);
    expect(
      plan.events
        .filter((e) => e.eventType === 'TollEvent')
        .map((e) => `${e.kind} ${e.sectionIndex}`),
    ).toEqual(['ENTER 0', 'EXIT 0', 'ENTER 1', 'EXIT 1']);
    expect(plan.emissions.carbonDioxide).toBeCloseTo(plan.emissions.fuelConsumption * 2.67, 3);
    expect(plan.monetaryCostsReport.distanceCost).toBe(
      Math.round((plan.distance * 1.2) / 10) / 100,
    );
    expect(plan.alternativeRoutes).toHaveLength(1);
    expect(plan.alternativeRoutes[0]?.toll.sections).toEqual([]);
    expect(plan.waypoints[0]?.departure).toBe('2026-11-26T07:00:00.000Z');
  });

  it('marks dangerous goods as hazmat, and burns more fuel on a loaded leg', async () => {
    const loaded = { ...VERONA, waypointLoad: 25_000 };
    const hazardous = { ...request([loaded, INNSBRUCK]).profile, loadType: 'HAZARDOUS' };
    const full = await provider.calculateRoute({
      ...request([loaded, INNSBRUCK]),
      profile: hazardous,
    });
    expect(lastBody('route')).toMatchObject({ costing_options: { truck: { hazmat: true } } });
    const empty = await provider.calculateRoute(
      request([{ ...VERONA, waypointLoad: 0 }, INNSBRUCK]),
    );
    // 40 t: 35 l/100 km full against 25 empty on the same roads.
    expect(full.emissions.fuelConsumption / empty.emissions.fuelConsumption).toBeCloseTo(
      35 / 25,
      1,
    );
  });

  it('plans for this truck: its limits, ADR goods as hazmat, ferries by their time', async () => {
    const adr = {
      ...request([VERONA, INNSBRUCK]).profile,
      height: 430,
      width: 255,
      length: 1875,
      totalPermittedWeight: 44_000,
      axleLoad: 12_000,
      adrTunnelCategory: 'D' as const,
    };
    await provider.calculateRoute({ ...request([VERONA, INNSBRUCK]), profile: adr });
    expect(lastBody('route')).toMatchObject({
      costing_options: {
        truck: {
          height: 4.3,
          width: 2.55,
          length: 18.75,
          weight: 44,
          axle_load: 12,
          hazmat: true,
          use_ferry: 0.5,
        },
      },
    });
    const flagged = { ...request([VERONA, INNSBRUCK]).profile, hazardousGoods: true };
    await provider.calculateRoute({ ...request([VERONA, INNSBRUCK]), profile: flagged });
    expect(lastBody('route')).toMatchObject({ costing_options: { truck: { hazmat: true } } });
    await provider.calculateRoute(request([VERONA, INNSBRUCK]));
    expect(lastBody('route')).not.toHaveProperty('costing_options.truck.hazmat');
  });

  it('reads a ferry maneuver as a ferry leg: its event with the line and ports, no turn, no toll', async () => {
    const plan = await provider.calculateRoute(request([VILLA_SAN_GIOVANNI, MESSINA]));
    const ferries = plan.events.filter((e) => e.eventType === 'FerryEvent');
    expect(ferries).toMatchObject([
      {
        name: 'Villa San Giovanni – Messina',
        fromPort: 'Villa San Giovanni',
        toPort: 'Messina',
        fromCountry: 'IT',
        toCountry: 'IT',
        operators: 'Caronte & Tourist',
        durationS: 1200,
        crossingS: 1200,
        cabins: false,
        // Boarded where the road maneuver ends, at the port.
        longitude: 15.6355,
        latitude: 38.2175,
      },
    ]);
    const ferry = ferries[0];
    expect(ferry?.distanceFromStart).toBe(797);
    expect(ferry?.distanceM).toBeGreaterThan(7_000);
    expect(
      plan.events
        .filter((e) => e.eventType === 'ManeuverEvent')
        .map((e) => [e.direction, e.roadName]),
    ).toEqual([
      ['DEPART', 'Via Marina'],
      ['STRAIGHT', 'Via Vittorio Emanuele II'],
      ['ARRIVE', ''],
    ]);
    // The truck is carried: no fuel burnt at sea, the roads' kilometres only.
    const roadKm = (plan.distance - (ferry?.distanceM ?? 0)) / 1000;
    expect(plan.emissions.fuelConsumption).toBeLessThan(roadKm);
  });

  it('routes through three waypoints as two legs with the service time, without alternates', async () => {
    const plan = await provider.calculateRoute(
      request([VERONA, { ...TRENTO, serviceTime: 30 }, INNSBRUCK]),
    );
    expect(lastBody('route')?.['alternates']).toBe(0);
    expect(plan.legs).toHaveLength(2);
    const driving = plan.legs.reduce((s, l) => s + l.travelTime, 0);
    expect(plan.travelTime).toBe(driving + 1800);
    expect(plan.events.filter((e) => e.eventType === 'TourEvent')).toMatchObject([
      { tourEventType: 'SERVICE', durationS: 1800 },
    ]);
    const [, trento] = plan.waypoints;
    expect(Date.parse(trento?.departure ?? '') - Date.parse(trento?.arrival ?? '')).toBe(1_800_000);
  });

  it('counts back from the arrival time when asked to arrive by then', async () => {
    const plan = await provider.calculateRoute({
      ...request([VERONA, INNSBRUCK]),
      timeConsideration: { mode: 'end', referenceTime: '2026-11-26T18:00:00+01:00' },
    });
    expect(lastBody('route')?.['date_time']).toEqual({ type: 2, value: '2026-11-26T18:00' });
    expect(plan.waypoints.at(-1)?.arrival).toBe('2026-11-26T17:00:00.000Z');
  });
});

describe('Valhalla adapter: errors', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RoutingError);
    return error as RoutingError;
  };

  it('names the waypoint in the sea (171, then /locate)', async () => {
    const error = await failure(
      provider.calculateRoute({ ...request([VERONA, SEA]), language: 'en' }),
    );
    expect(error.code).toBe('unreachable_waypoint');
    expect(error.waypointIndex).toBe(1);
    expect(error.message).toBe(
      'Stage 2 is too far from any road the vehicle may use (No suitable edges near location (171))',
    );
    const italian = await failure(provider.calculateRoute(request([VERONA, SEA])));
    expect(italian.message).toMatch(/^La tappa 2 è troppo lontana/);
  });

  it('says there is no route (442)', async () => {
    const error = await failure(
      provider.calculateRoute({ ...request([VERONA, ISLAND]), language: 'fr' }),
    );
    expect(error.code).toBe('no_route');
    expect(error.message).toBe(
      'Aucun itinéraire ne relie les étapes (No path could be found for input (442))',
    );
  });

  it('reports a failing server (503), a refused connection and a timeout as unavailable', async () => {
    const broken = await failure(
      provider.calculateRoute({ ...request([VERONA, { x: 10, y: 85 }]), language: 'en' }),
    );
    expect(broken.code).toBe('provider_unavailable');
    expect(broken.message).toMatch(
      /^The routing engine is not available: http:\/\/127\.0\.0\.1:\d+ failed \(HTTP 503: Service shutting down\)$/,
    );

    const closed = await startSilentServer();
    const url = closed.url;
    await closed.close();
    const refused = await failure(
      new ValhallaRoutingProvider(
        { baseUrl: url, timeoutMs: 2000 },
        bundledLocationSearch,
      ).calculateRoute(request([VERONA, INNSBRUCK])),
    );
    expect(refused.code).toBe('provider_unavailable');
    expect(refused.message).toMatch(/cannot be reached \(ECONNREFUSED\)/);

    const silent = await startSilentServer();
    try {
      const timedOut = await failure(
        new ValhallaRoutingProvider(
          { baseUrl: silent.url, timeoutMs: 300 },
          bundledLocationSearch,
        ).calculateRoute(request([VERONA, INNSBRUCK])),
      );
      expect(timedOut.code).toBe('provider_unavailable');
      expect(timedOut.message).toMatch(/did not answer within 0.3 s/);
    } finally {
      await silent.close();
    }
  });
});

describe('Valhalla adapter: reachable areas and search', () => {
  it('asks for isochrone contours in minutes and answers one ring per horizon in request order', async () => {
    const result = await provider.calculateReachableAreas({
      profile: {},
      waypoint: VERONA,
      horizons: [7200, 3600],
      calculationMode: 'PERFORMANCE',
      drivingDirection: 'INBOUND',
    });
    expect(lastBody('isochrone')).toMatchObject({
      locations: [{ lat: VERONA.y, lon: VERONA.x }],
      costing: 'truck',
      contours: [{ time: 60 }, { time: 120 }],
      polygons: true,
      reverse: true,
    });
    expect(result.provider).toBe('valhalla');
    expect(result.polygons.map((p) => [p.horizon, p.ring.length])).toEqual([
      [7200, 17],
      [3600, 17],
    ]);
    const xs = (h: number) =>
      result.polygons.find((p) => p.horizon === h)?.ring.map(([x]) => x) ?? [];
    expect(Math.max(...xs(7200))).toBeGreaterThan(Math.max(...xs(3600)));
  });

  it('searches places with our own index (Valhalla has no text search)', async () => {
    const [first] = await provider.searchLocations('Veron', { x: 11, y: 45.4 }, 5);
    expect(first).toMatchObject({
      formattedAddress: 'Verona, Italy',
      kind: 'place',
      countryCode: 'IT',
    });
  });
});
