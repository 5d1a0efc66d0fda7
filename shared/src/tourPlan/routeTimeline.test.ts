import { describe, expect, it } from 'vitest';
import type { RouteEvent, RoutePlanResult } from '../domain/routing.js';
import { pointAt, tourTimelineFromPlan } from './routeTimeline.js';

type PlanTimes = Pick<RoutePlanResult, 'coordinates' | 'speeds' | 'legs' | 'events' | 'waypoints'>;

const leg = (distance: number, travelTime: number) => ({
  distance,
  travelTime,
  trafficDelay: 0,
  violated: false,
});
const legEnd = (legIndex: number, [longitude, latitude]: [number, number]): RouteEvent => ({
  eventType: 'LegEvent',
  legIndex,
  kind: 'END',
  longitude,
  latitude,
  distanceFromStart: 0,
  travelTimeFromStart: 0,
});

/** Two legs along the equator: 0 -> 0.2 (a slow then a fast stretch), 0.2 -> 0.3 -> back to 0.2. */
const plan: PlanTimes = {
  coordinates: [
    [0, 0],
    [0.1, 0],
    [0.2, 0],
    [0.3, 0],
    [0.2, 0],
  ],
  speeds: [40, 80, 60, 60, 60],
  legs: [leg(22_000, 1800), leg(22_000, 1200)],
  // The second leg ends where the first did: found after it, not at index 2.
  events: [legEnd(1, [0.2, 0]), legEnd(0, [0.2, 0])],
  waypoints: [
    { x: 0, y: 0, arrival: '2026-11-26T08:00:00Z', departure: '2026-11-26T08:15:00Z' },
    { x: 0.2, y: 0, arrival: '2026-11-26T08:45:00Z', departure: '2026-11-26T08:45:00Z' },
    { x: 0.2, y: 0, arrival: '2026-11-26T09:05:00Z', departure: '2026-11-26T09:35:00Z' },
  ],
};

describe('tourTimelineFromPlan', () => {
  const timeline = tourTimelineFromPlan(plan);

  it("puts the stops at the legs' driving times with their service times", () => {
    expect(timeline.stops).toEqual([
      { waypointIndex: 0, driveS: 0, serviceS: 900 },
      { waypointIndex: 1, driveS: 1800, serviceS: 0 },
      { waypointIndex: 2, driveS: 3000, serviceS: 1800 },
    ]);
  });

  it('spreads a leg by length over speed: the slow half takes two thirds of it', () => {
    expect(timeline.points.map((p) => Math.round(p.driveS))).toEqual([0, 1200, 1800, 2400, 3000]);
    expect(timeline.points.map((p) => Math.round(p.distanceM))).toEqual([
      0, 11_000, 22_000, 33_000, 44_000,
    ]);
  });

  it('interpolates a point by driving time', () => {
    const p = pointAt(timeline.points, 600);
    expect(p.x).toBeCloseTo(0.05, 9);
    expect(p.distanceM).toBeCloseTo(5500, 6);
    expect(pointAt(timeline.points, 2700).x).toBeCloseTo(0.25, 9);
    expect(pointAt(timeline.points, 99_999).x).toBe(0.2);
  });
});
