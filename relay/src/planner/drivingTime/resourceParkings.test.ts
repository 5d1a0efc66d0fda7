import { describe, expect, it } from 'vitest';
import type { PlafondRequest, RouteRequest } from '@fleetdeck/shared';
import { PLACES, testProvider, truckRequest } from '../embedded/testRoutes.js';
import { EmbeddedResourceProvider } from '../resources/embeddedResources.js';
import {
  ResourceProviderError,
  type ResourceProvider,
  type ResourceQuery,
} from '../resources/resourceProvider.js';
import { drivingTimeAware } from './drivingTimeProvider.js';
import { resourceParkings, samplePoints } from './resourceParkings.js';

const H = 3600;
const M = 60;
const BARI = { x: 16.8719, y: 41.1171, label: 'Bari' };
const { graph, provider: embedded } = testProvider();
const sample = new EmbeddedResourceProvider(() => graph);

/** The driver: 3 h 20 driven since the break, so 1 h 10 left before it. */
const oneHourTenLeft: PlafondRequest = {
  configurableWorkingHoursPreset: 'multiple_days',
  accumulatedDrivingTimeSinceLastBreak: 3 * H + 20 * M,
  accumulatedDrivingTimeSinceLastDailyRest: 3 * H + 20 * M,
  accumulatedTravelTimeSinceLastDailyRest: 4 * H,
};
const DEPARTURE = '2026-11-26T13:00:00.000Z';
const veronaBari: RouteRequest = {
  ...truckRequest({
    waypoints: [PLACES.verona, BARI],
    timeConsideration: { mode: 'start', referenceTime: DEPARTURE },
  }),
  includeBreaks: true,
  plafond: oneHourTenLeft,
};
const minutesAfterDeparture = (iso: string | undefined) =>
  (Date.parse(iso ?? '') - Date.parse(DEPARTURE)) / 60_000;

/** The sample service with only the parkings `keep` lets through, recording the circles asked. */
function filtered(keep: (name: string) => boolean) {
  const asked: ResourceQuery[] = [];
  const provider: ResourceProvider = {
    name: 'embedded',
    search: async (query) => {
      asked.push(query);
      const page = await sample.search(query);
      return { ...page, parkings: page.parkings.filter((p) => keep(p.name)) };
    },
    parkingFilters: () => sample.parkingFilters(),
    stationServices: () => sample.stationServices(),
  };
  return { provider, asked };
}

describe('samplePoints', () => {
  it('keeps the ends and a point about every spacing along the line', () => {
    // About 11.1 km a tenth of a degree of latitude.
    const line = Array.from({ length: 11 }, (_, i): [number, number] => [11, 45 + i / 10]);
    const points = samplePoints(line, 20);
    expect(points[0]).toEqual([11, 45]);
    expect(points.at(-1)).toEqual([11, 46]);
    expect(points.map((p) => p[1])).toEqual([45, 45.2, 45.4, 45.6, 45.8, 46]);
  });
});

describe('the break planner on the planner service parkings', () => {
  it('Verona -> Bari with 1 h 10 left: the break at a sample parking before the limit', async () => {
    const { provider, asked } = filtered(() => true);
    const plan = await drivingTimeAware(embedded, resourceParkings(provider)).calculateRoute(
      veronaBari,
      { company: 4 },
    );
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.every((q) => q.services.includes('parkings'))).toBe(true);
    const [first] = plan.shadowWaypoints ?? [];
    expect(first?.kind).toBe('break');
    expect(first?.parkingName).toBeTruthy();
    const at = minutesAfterDeparture(first?.arrival);
    expect(at).toBeLessThanOrEqual(70);
    expect(at).toBeGreaterThan(70 - 40);
    // The parking named is one of the service's, near where the break is placed.
    const near = asked[0] && first && { ...asked[0], lat: first.y, lng: first.x, radiusKm: 2 };
    const found = near ? await sample.search(near) : undefined;
    expect(found?.parkings.map((p) => p.name)).toContain(first?.parkingName);
  });

  it('with no parking near the route the break falls at the route point of the limit', async () => {
    const { provider } = filtered(() => false);
    const plan = await drivingTimeAware(embedded, resourceParkings(provider)).calculateRoute(
      veronaBari,
      { company: 4 },
    );
    const [first] = plan.shadowWaypoints ?? [];
    expect(first?.kind).toBe('break');
    expect(first?.parkingName).toBeUndefined();
    expect(Math.abs(minutesAfterDeparture(first?.arrival) - 70)).toBeLessThan(1);
  });

  it('asks nothing outside a company request', async () => {
    const { provider, asked } = filtered(() => true);
    expect(await resourceParkings(provider).along([[11, 45]])).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('plans at the route points when the planner service fails', async () => {
    const failing: ResourceProvider = {
      ...filtered(() => true).provider,
      search: () => Promise.reject(new ResourceProviderError('the planner service answered 503')),
    };
    expect(await resourceParkings(failing).along([[11, 45]], { company: 4 })).toEqual([]);
    const plan = await drivingTimeAware(embedded, resourceParkings(failing)).calculateRoute(
      veronaBari,
      { company: 4 },
    );
    expect(plan.shadowWaypoints?.[0]?.parkingName).toBeUndefined();
  });
});
