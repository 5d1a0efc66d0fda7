import { describe, expect, it } from 'vitest';
import {
  driverStateFromRequest,
  findInfringements,
  planTour,
  tourTimelineFromPlan,
  type RouteEvent,
} from '@fleetdeck/shared';
import { testProvider, townPoint, truckRequest } from '../embedded/testRoutes.js';
import { drivingTimeAware } from './drivingTimeProvider.js';

const H = 3600;
const { graph: g, provider: embedded } = testProvider();
const noParkings = { along: () => Promise.resolve([]) };

describe('ferries in the driving-time plan (issue 45)', () => {
  // Firenze 13:00 with 7 h 30 already driven today: the day's driving ends at Livorno's port.
  const request = truckRequest({
    waypoints: [townPoint(g, 'Florence'), townPoint(g, 'Olbia')],
    timeConsideration: { mode: 'start', referenceTime: '2026-11-26T13:00:00.000Z' },
    includeBreaks: true,
    plafond: {
      configurableWorkingHoursPreset: 'multiple_days',
      accumulatedDrivingTimeSinceLastBreak: 0,
      accumulatedDrivingTimeSinceLastDailyRest: 7.5 * H,
      accumulatedTravelTimeSinceLastDailyRest: 8 * H,
    },
  });

  it('reads the crossing as no driving, and plans the daily rest on the Livorno - Olbia ferry', async () => {
    const plain = await embedded.calculateRoute(request);
    const ferry = plain.events.find((e) => e.eventType === 'FerryEvent');
    expect(ferry).toMatchObject({ name: 'Livorno – Olbia', fromPort: 'Livorno' });
    const timeline = tourTimelineFromPlan(plain);
    const legS = plain.legs.reduce((s, l) => s + l.travelTime, 0);
    // The driving is the route's time less the boarding and the crossing.
    expect(timeline.stops.at(-1)?.driveS).toBe(Math.round(legS - 8 * H));
    expect(timeline.ferries).toEqual([expect.objectContaining({ toPort: 'Olbia', leg: 0 })]);

    const plan = await drivingTimeAware(embedded, noParkings).calculateRoute(request);
    // 50 min queued and 6 h 50 on board: the 11 h rest goes on 3 h 20 ashore at Olbia.
    expect(plan.ferryCrossings).toEqual([
      expect.objectContaining({
        name: 'Livorno – Olbia',
        dailyRest: true,
        restAshoreS: 3 * H + 20 * 60,
      }),
    ]);
    // No daily rest on land: the crossing is the day's rest.
    expect(plan.shadowWaypoints?.filter((s) => s.kind === 'daily_rest')).toEqual([]);
    const events = plan.events.filter(
      (e): e is Extract<RouteEvent, { eventType: 'TourEvent' }> =>
        e.eventType === 'TourEvent' && e.tourEventType === 'FERRY',
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.durationS).toBeGreaterThanOrEqual(8 * H);
  });

  it('the plan with the ferry is legal under findInfringements', async () => {
    const plain = await embedded.calculateRoute(request);
    const departure = Date.parse('2026-11-26T13:00:00.000Z') / 1000;
    const plan = planTour({
      route: tourTimelineFromPlan(plain),
      driver: driverStateFromRequest(request.plafond),
      departure,
    });
    const periods = plan.periods[0] ?? [];
    const end = Math.max(...periods.map((p) => p.end));
    const closed = [...periods, { start: end, end: end + 45 * H, activity: 'REST' as const }];
    expect(findInfringements({ periods: closed, now: end + 45 * H, from: departure })).toEqual([]);
  });

  it('carries the rail shuttle as a rail shuttle into the plan’s crossings, the ship as a ship', async () => {
    const crossing = async (from: string, to: string, distanceTimeWeighting: number) => {
      const plan = await drivingTimeAware(embedded, noParkings).calculateRoute(
        truckRequest({
          waypoints: [townPoint(g, from), townPoint(g, to)],
          timeConsideration: { mode: 'start', referenceTime: '2026-11-26T06:00:00.000Z' },
          includeBreaks: true,
          distanceTimeWeighting,
          plafond: {
            configurableWorkingHoursPreset: 'multiple_days',
            accumulatedDrivingTimeSinceLastBreak: 0,
            accumulatedDrivingTimeSinceLastDailyRest: 0,
            accumulatedTravelTimeSinceLastDailyRest: 0,
          },
        }),
      );
      return plan.ferryCrossings?.map((c) => [c.name, c.kind]);
    };
    // Calais -> Dover: the quickest way is the shuttle by Coquelles, the shortest the ship.
    expect(await crossing('Calais', 'Dover', 100)).toEqual([
      ['Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone', 'rail_shuttle'],
    ]);
    expect(await crossing('Calais', 'Dover', 0)).toEqual([['Calais – Dover', 'ferry']]);
  });
});
