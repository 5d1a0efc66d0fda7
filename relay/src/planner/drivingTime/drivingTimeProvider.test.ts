import { describe, expect, it } from 'vitest';
import {
  pointAt,
  tourTimelineFromPlan,
  type PlafondRequest,
  type RouteEvent,
  type RoutePlanResult,
} from '@fleetdeck/shared';
import { PLACES, testProvider, truckRequest } from '../embedded/testRoutes.js';
import { drivingTimeAware } from './drivingTimeProvider.js';
import type { ParkingProvider } from './parkingProvider.js';

const BARI = { x: 16.8719, y: 41.1171, label: 'Bari' };
const H = 3600;
const M = 60;
const { provider: embedded } = testProvider();

/** The dispatcher's driver: 3 h 20 driven since the break, so 1 h 10 left before it. */
const oneHourTenLeft: PlafondRequest = {
  configurableWorkingHoursPreset: 'multiple_days',
  accumulatedDrivingTimeSinceLastBreak: 3 * H + 20 * M,
  accumulatedDrivingTimeSinceLastDailyRest: 3 * H + 20 * M,
  accumulatedTravelTimeSinceLastDailyRest: 4 * H,
};
const veronaBari = truckRequest({
  waypoints: [PLACES.verona, BARI],
  timeConsideration: { mode: 'start', referenceTime: '2026-11-26T13:00:00.000Z' },
});

const tourEvents = (plan: RoutePlanResult) =>
  plan.events.flatMap((e: RouteEvent) =>
    e.eventType === 'TourEvent' && e.tourEventType !== 'SERVICE' ? [e] : [],
  );

describe('drivingTimeAware on the embedded engine', () => {
  it('leaves a request without includeBreaks as the engine answered it', async () => {
    const plain = await drivingTimeAware(embedded).calculateRoute(veronaBari);
    expect(plain).not.toHaveProperty('shadowWaypoints');
    expect(tourEvents(plain)).toEqual([]);
  });

  it('Verona -> Bari, 1 h 10 left: the break at the parking before the limit, the rest at night', async () => {
    const plain = await embedded.calculateRoute(veronaBari);
    const timeline = tourTimelineFromPlan(plain);
    // A truck stop 300 m off the road after 55 min of driving, another one past the limit.
    const at = (s: number) => pointAt(timeline.points, s);
    const asked: number[] = [];
    const parkings: ParkingProvider = {
      along: (coordinates) => {
        asked.push(coordinates.length);
        return Promise.resolve([
          { x: at(55 * M).x, y: at(55 * M).y + 0.0027, name: 'Truck stop A22' },
          { x: at(80 * M).x, y: at(80 * M).y, name: 'Too far' },
        ]);
      },
    };
    const plan = await drivingTimeAware(embedded, parkings).calculateRoute({
      ...veronaBari,
      includeBreaks: true,
      plafond: oneHourTenLeft,
    });
    expect(asked).toEqual([plain.coordinates.length]);
    const [first, ...rest] = plan.shadowWaypoints ?? [];
    expect(first).toMatchObject({
      kind: 'break',
      durationS: 45 * M,
      parkingName: 'Truck stop A22',
    });
    // The parking's nearest road point: within a minute of the 55th minute.
    const arrival = Date.parse(first?.arrival ?? '');
    expect(Math.abs(arrival - Date.parse('2026-11-26T13:55:00.000Z'))).toBeLessThan(60_000);
    const night = rest.find((w) => w.kind === 'daily_rest');
    expect(night).toBeDefined();
    const restStart = new Date(night?.arrival ?? '').getUTCHours();
    expect(restStart >= 18 || restStart < 2).toBe(true);
    const events = tourEvents(plan);
    expect(events.map((e) => e.tourEventType)).toEqual(
      (plan.shadowWaypoints ?? []).map((w) => (w.kind === 'break' ? 'BREAK' : 'REST')),
    );
    expect(events[0]?.travelTimeFromStart).toBe((arrival - Date.parse('2026-11-26T13:00Z')) / 1000);
    const paused = (plan.shadowWaypoints ?? []).reduce((s, w) => s + w.durationS, 0);
    expect(Date.parse(plan.etaWithRests ?? '') - Date.parse(plan.etaWithoutRests ?? '')).toBe(
      paused * 1000,
    );
    // The plan counts whole seconds; the engine's times carry milliseconds.
    const plainArrival = Date.parse(plain.waypoints.at(-1)?.arrival ?? '');
    expect(Math.abs(Date.parse(plan.etaWithoutRests ?? '') - plainArrival)).toBeLessThan(1000);
    expect(plan.waypoints.at(-1)?.arrival).toBe(plan.etaWithRests);
    expect(plan.violatedPlafond).toBe(false);
  });

  it("answers the single-day preset with the day's part when Verona -> Bari does not fit", async () => {
    const request = {
      ...veronaBari,
      includeBreaks: true,
      language: 'en',
      plafond: { ...oneHourTenLeft, configurableWorkingHoursPreset: 'single_day' as const },
    };
    const plan = await drivingTimeAware(embedded).calculateRoute(request);
    const days = await drivingTimeAware(embedded).calculateRoute({
      ...request,
      plafond: { ...oneHourTenLeft, configurableWorkingHoursPreset: 'multiple_days' },
    });
    expect(plan.violatedPlafond).toBe(true);
    // The day: the break 1 h 10 in, then driving until the daily limit; no rest, no night.
    expect(plan.shadowWaypoints?.map((w) => w.rest)).toEqual(['break']);
    expect(days.shadowWaypoints?.some((w) => w.kind === 'daily_rest')).toBe(true);
    const tourEventTypes = tourEvents(plan).map((e) => e.tourEventType);
    expect(tourEventTypes).toEqual(['BREAK']);
    // It does not arrive in the day: no arrival with the rests, Bari at the engine's time.
    expect(plan).not.toHaveProperty('etaWithRests');
    const plain = await embedded.calculateRoute(veronaBari);
    expect(plan.waypoints.at(-1)).toEqual(plain.waypoints.at(-1));
    const reach = plan.dayReachM ?? 0;
    expect(reach).toBeGreaterThan(100_000);
    expect(reach).toBeLessThan(plan.distance);
    expect(plan.dayMessage).toMatch(/^This trip does not fit in one working day\. /);
    expect(plan.dayMessage).toContain(`reaches ${(reach / 1000).toFixed(2)} km of`);
    expect(days).not.toHaveProperty('dayMessage');
  });

  it('in end mode leaves early enough to arrive with the rests at the time asked', async () => {
    const request = {
      ...veronaBari,
      timeConsideration: { mode: 'end' as const, referenceTime: '2026-11-27T12:00:00.000Z' },
    };
    const plain = await embedded.calculateRoute(request);
    const plan = await drivingTimeAware(embedded).calculateRoute({
      ...request,
      includeBreaks: true,
    });
    expect(Date.parse(plan.etaWithRests ?? '')).toBeLessThanOrEqual(
      Date.parse(plain.waypoints.at(-1)?.arrival ?? ''),
    );
    expect(Date.parse(plan.waypoints[0]?.departure ?? '')).toBeLessThan(
      Date.parse(plain.waypoints[0]?.departure ?? ''),
    );
  });
});

describe('drivingTimeAware: rests a dispatcher would sign (issue 45)', () => {
  const departure = '2026-11-24T06:52:00.000Z';
  /** Milano -> Napoli with a 15 min unloading; yesterday 9 h driven in 11 h, off for `offS`. */
  const offFor = (offS: number) =>
    drivingTimeAware(embedded).calculateRoute(
      truckRequest({
        waypoints: [PLACES.milano, { ...PLACES.napoli, serviceTime: 15 }],
        timeConsideration: { mode: 'start', referenceTime: departure },
        includeBreaks: true,
        plafond: {
          configurableWorkingHoursPreset: 'multiple_days',
          accumulatedDrivingTimeSinceLastBreak: 2 * H,
          accumulatedDrivingTimeSinceLastDailyRest: 9 * H,
          accumulatedTravelTimeSinceLastDailyRest: 11 * H,
          lastTimeTheDriverWorked: new Date(Date.parse(departure) - offS * 1000).toISOString(),
        },
      }),
    );

  it('8 h 59 off: the rest goes on 1 min at km 0, and the ETA is within minutes of 9 h 00 off', async () => {
    const almost = await offFor(8 * H + 59 * M);
    const nine = await offFor(9 * H);
    expect(almost.shadowWaypoints?.[0]).toMatchObject({
      kind: 'daily_rest',
      rest: 'reduced_daily_rest',
      distanceFromStart: 0,
      arrival: departure,
      durationS: M,
      continuesRestS: 8 * H + 59 * M,
    });
    // Then the same plan as after 9 h 00 off, a minute later: no new rest at the departure.
    const pauses = (plan: RoutePlanResult) =>
      (plan.shadowWaypoints ?? []).map((w) => [w.rest, w.durationS, w.distanceFromStart]);
    expect(pauses(almost).slice(1)).toEqual(pauses(nine));
    expect(nine.shadowWaypoints?.[0]?.distanceFromStart).toBeGreaterThan(0);
    const eta = (plan: RoutePlanResult) => Date.parse(plan.etaWithRests ?? '');
    expect(eta(almost) - eta(nine)).toBe(M * 1000);
    // The ETA is the end of the unloading at Napoli.
    expect(almost.waypoints.at(-1)?.departure).toBe(almost.etaWithRests);
    const napoli = almost.waypoints.at(-1);
    expect(Date.parse(napoli?.departure ?? '') - Date.parse(napoli?.arrival ?? '')).toBe(
      15 * M * 1000,
    );
  });

  it('a Sunday departure from Verona at 10:00 waits for the Italian ban until 22:00; a van does not', async () => {
    const sunday = {
      ...veronaBari,
      timeConsideration: { mode: 'start' as const, referenceTime: '2026-11-29T09:00:00.000Z' },
      includeBreaks: true,
    };
    const plan = await drivingTimeAware(embedded).calculateRoute(sunday);
    expect(plan.banWaits).toMatchObject([
      {
        country: 'IT',
        ban: 'sunday',
        arrival: '2026-11-29T09:00:00.000Z',
        departure: '2026-11-29T21:00:00.000Z',
        distanceFromStart: 0,
      },
    ]);
    expect(tourEvents(plan)[0]).toMatchObject({ tourEventType: 'BAN_WAIT', durationS: 12 * H });
    const drive = Date.parse(plan.etaWithoutRests ?? '') - Date.parse('2026-11-29T09:00:00.000Z');
    expect(Date.parse(plan.etaWithRests ?? '')).toBeGreaterThanOrEqual(
      Date.parse('2026-11-29T21:00:00.000Z') + drive,
    );
    const van = await drivingTimeAware(embedded).calculateRoute({
      ...sunday,
      profile: { ...sunday.profile, totalPermittedWeight: 3500 },
    });
    expect(van.banWaits).toEqual([]);
  });

  it('two drivers: the handovers in the result and as HANDOVER tour events for the exports', async () => {
    const team: PlafondRequest = {
      configurableWorkingHoursPreset: 'team_and_multiple_days',
      accumulatedDrivingTimeSinceLastBreak: 3 * H,
      accumulatedDrivingTimeSinceLastDailyRest: 3 * H,
      accumulatedTravelTimeSinceLastDailyRest: 3 * H,
    };
    const plan = await drivingTimeAware(embedded).calculateRoute({
      ...veronaBari,
      includeBreaks: true,
      plafond: team,
    });
    // 1 h 30 left to the first driver: the second takes the wheel then, with no break.
    expect(plan.handovers?.[0]).toMatchObject({ driver: 2, at: '2026-11-26T14:30:00.000Z' });
    expect(plan.shadowWaypoints).toEqual([]);
    const handovers = tourEvents(plan).filter((e) => e.tourEventType === 'HANDOVER');
    expect(handovers).toHaveLength(plan.handovers?.length ?? -1);
    expect(handovers[0]).toMatchObject({ durationS: 0, travelTimeFromStart: 1.5 * H });
    const single = await drivingTimeAware(embedded).calculateRoute({
      ...veronaBari,
      includeBreaks: true,
      plafond: { ...team, configurableWorkingHoursPreset: 'multiple_days' },
    });
    expect(single).not.toHaveProperty('handovers');
  });
});
