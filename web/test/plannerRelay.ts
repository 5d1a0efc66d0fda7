import {
  EMISSION_KINDS,
  reachableAreasRequestSchema,
  routeRequestSchema,
  type LocationResult,
  type RouteRequest,
  type RouteSummary,
  type RoutePlanResult,
  type VehicleProfile,
} from '@fleetdeck/shared';
import { writeSession } from '../src/app/session/session.js';
import { stubRelayFetch, type Call } from './fakeFetch.js';

type LngLat = [number, number];

/** Places the stand-in's location search knows (accent-free prefix match on the name). */
export const PLACES: Record<string, LngLat> = {
  Milano: [9.19, 45.4642],
  Napoli: [14.2681, 40.8518],
  Verona: [10.9916, 45.4384],
  Bologna: [11.3426, 44.4949],
};

export const PROFILES: VehicleProfile[] = [
  {
    id: 'truck-40t',
    name: 'Autoarticolato 40 t',
    data: {
      totalPermittedWeight: 40000,
      height: 400,
      width: 255,
      length: 1650,
      axleLoad: 11500,
      numberOfAxles: 5,
      emissionClass: 'EURO_6',
      fuelType: 'DIESEL',
    },
  },
  {
    id: 'van',
    name: 'Furgone 3,5 t',
    data: { totalPermittedWeight: 3500, height: 280, width: 200, length: 600, numberOfAxles: 2 },
  },
];

const metres = ([a, b]: LngLat, [c, d]: LngLat) => {
  const rad = Math.PI / 180;
  const x = (c - a) * rad * Math.cos(((b + d) / 2) * rad);
  return Math.hypot(x, (d - b) * rad) * 6_371_000;
};

/** A route through the points, each leg bent sideways by `bend` degrees (alternatives differ). */
function routeThrough(points: LngLat[], bend: number, request: RouteRequest): RouteSummary {
  const coordinates: LngLat[] = [];
  points.forEach((p, i) => {
    const next = points[i + 1];
    coordinates.push(p);
    if (next) coordinates.push([(p[0] + next[0]) / 2 + bend, (p[1] + next[1]) / 2 + bend / 2]);
  });
  let distance = 0;
  for (let i = 1; i < coordinates.length; i++)
    distance += metres(coordinates[i - 1] as LngLat, coordinates[i] as LngLat);
  const travelTime = Math.round(distance / (80 / 3.6));
  const tollCost = Math.round(distance * 0.00018 * 100) / 100;
  const distanceCost = (distance / 1000) * request.monetaryCostOptions.costPerKilometer;
  const workingTimeCost = (travelTime / 3600) * request.monetaryCostOptions.workingCostPerHour;
  return {
    distance,
    travelTime,
    trafficDelay: bend === 0 ? 2000 : 0,
    violated: false,
    coordinates,
    speeds: coordinates.map((_, i) => (i % 2 ? 110 : 60)),
    toll: {
      summary: {
        costs: { amount: tollCost, currency: 'EUR' },
        countries: [{ countryCode: 'IT', amount: tollCost }],
      },
      sections: [
        {
          country: 'IT',
          displayName: 'A1 Milano – Napoli',
          cost: { amount: tollCost, currency: 'EUR' },
          distanceM: distance,
        },
      ],
    },
    monetaryCostsReport: {
      currency: 'EUR',
      distanceCost,
      workingTimeCost,
      tollCost,
      totalCost: distanceCost + workingTimeCost + tollCost,
    },
    emissions: Object.fromEntries(
      EMISSION_KINDS.map((k) => [k, k === 'numberOfParticles' ? 3.2e15 : distance / 1000]),
    ) as RouteSummary['emissions'],
    violatedSections: [],
  };
}

/**
 * The relay's planner routes in memory, as the contract (shared/domain/routing.ts) says: fetch
 * is stubbed and every call recorded. Requests are validated with the contract's schemas (a bad
 * one answers 400 naming the field); a waypoint in the sea (x below 0) answers 422; `failNext`
 * makes the next route call a 503 or a network failure.
 */
export function fakePlannerRelay() {
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  const calls: Call[] = [];
  let failNext: 'network' | 503 | null = null;
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  stubRelayFetch(calls, ({ method, path, body }) => {
    if (path === '/geofleet/profiles') return json(200, { data: PROFILES });
    if (path.startsWith('/planner/locations')) {
      const text = new URL(path, 'http://x').searchParams.get('text')?.toLowerCase() ?? '';
      const data: LocationResult[] = Object.entries(PLACES)
        .filter(([name]) => name.toLowerCase().startsWith(text))
        .map(([name, [x, y]]) => ({
          location: { referenceCoordinate: { x, y } },
          formattedAddress: `${name}, Italia`,
          kind: 'place',
          countryCode: 'IT',
        }));
      return json(200, { data });
    }
    if (path === '/planner/route' && method === 'POST') {
      if (failNext === 'network') {
        failNext = null;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      if (failNext === 503) {
        failNext = null;
        return json(503, { message: 'The routing engine is not available' });
      }
      const parsed = routeRequestSchema.safeParse(body);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? '';
        return json(400, { error: 'invalid_request', field, message: `${field}: invalid` });
      }
      const request = parsed.data;
      const sea = request.waypoints.findIndex((w) => w.x < 0);
      if (sea >= 0)
        return json(422, {
          code: 'no_route',
          message: `No road reaches waypoint ${sea + 1}`,
          waypointIndex: sea,
        });
      const points = request.waypoints.map((w): LngLat => [w.x, w.y]);
      const best = routeThrough(points, 0, request);
      const result: RoutePlanResult = {
        ...best,
        legs: points.slice(1).map(() => ({
          distance: best.distance / (points.length - 1),
          travelTime: best.travelTime / (points.length - 1),
          trafficDelay: 0,
          violated: false,
        })),
        events: [
          {
            eventType: 'ManeuverEvent',
            direction: 'DEPART',
            roadName: 'A1',
            distanceFromStart: 0,
            travelTimeFromStart: 0,
            latitude: points[0]?.[1] ?? 0,
            longitude: points[0]?.[0] ?? 0,
          },
        ],
        waypoints: points.map(([x, y]) => ({ x, y, arrival: '', departure: '' })),
        alternativeRoutes: [0.3, -0.3]
          .slice(0, request.alternatives)
          .map((bend) => routeThrough(points, bend, request)),
        message: null,
        estimated: true,
        provider: 'embedded',
      };
      return json(200, result);
    }
    if (path === '/planner/reachable-areas' && method === 'POST') {
      const parsed = reachableAreasRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'invalid_request', field: 'horizons' });
      const { waypoint, horizons } = parsed.data;
      const polygons = horizons.map((horizon) => ({
        horizon,
        ring: Array.from({ length: 13 }, (_, i): LngLat => {
          const angle = (i / 12) * 2 * Math.PI;
          const degrees = horizon / 3600;
          return [waypoint.x + degrees * Math.cos(angle), waypoint.y + degrees * Math.sin(angle)];
        }),
      }));
      return json(200, { polygons, provider: 'embedded' });
    }
    return json(404, { error: 'not_found' });
  });
  return {
    calls,
    failNextRoute(how: 'network' | 503) {
      failNext = how;
    },
    /** The bodies of the calculations asked for. */
    posted: (path: string) =>
      calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body),
  };
}
