import { describe, expect, it } from 'vitest';
import { routeCalculationBlocker } from '@fleetdeck/shared';
import {
  defaultForm,
  fieldInstant,
  localDateTime,
  moveItem,
  placedWaypoint,
  referenceTime,
  toReachableAreasRequest,
  toRouteRequest,
  typedWaypoint,
  waypointOption,
} from './plannerForm.js';

const form = () => defaultForm(new Date('2026-11-26T08:00:00Z'));

describe('the planner form', () => {
  it('starts with the spec defaults and two empty stages', () => {
    const f = form();
    expect(f.routeInfo).toMatchObject({
      costPerKilometer: 1.2,
      workingCostPerHour: 20.5,
      tollPenalty: 405,
      distanceTimeWeighting: 50,
      startMode: 'start',
    });
    expect(f.profile).toMatchObject({ height: 400, length: 1650, width: 254, axleLoad: 11500 });
    expect(routeCalculationBlocker(f.waypoints)).toBe('planner.waypoints_required');
  });

  it('typing over a placed stage drops its point until one is picked', () => {
    const placed = placedWaypoint(form().waypoints[0]!, 'Milano', { lat: 45.46, lng: 9.19 });
    const typed = typedWaypoint(placed, 'Milan');
    expect(typed.coordinate).toMatchObject({ label: 'Milan', referenceCoordinate: null });
    expect(typedWaypoint(placed, '').coordinate).toBeNull();
  });

  it('builds the route request with the stops, service times and loads, in the form order', () => {
    const f = form();
    const [a, b] = f.waypoints;
    f.waypoints = [
      waypointOption(placedWaypoint(a!, 'Milano', { lat: 45.46, lng: 9.19 }), 'serviceTime', 30),
      waypointOption(
        placedWaypoint(b!, 'Napoli', { lat: 40.85, lng: 14.27 }),
        'waypointLoad',
        -800,
      ),
    ];
    f.waypoints = moveItem(f.waypoints, 1, 0);
    const request = toRouteRequest(f, 'fr');
    expect(request.waypoints).toEqual([
      { x: 14.27, y: 40.85, label: 'Napoli', serviceTime: null, waypointLoad: -800 },
      { x: 9.19, y: 45.46, label: 'Milano', serviceTime: 30, waypointLoad: null },
    ]);
    expect(request).toMatchObject({ language: 'fr', alternatives: 2, co2Class: 1 });
    // The default departure (now, shown on the user's clock) goes back as the same instant.
    expect(request.timeConsideration.referenceTime).toBe('2026-11-26T08:00:00.000Z');
  });

  it("reads and writes the departure on the user's clock, not the browser's", () => {
    const at = new Date('2026-11-26T07:00:00Z');
    expect(localDateTime(at, 'Europe/Rome')).toBe('2026-11-26T08:00');
    expect(localDateTime(at, 'Europe/Athens')).toBe('2026-11-26T09:00');
    expect(form().routeInfo.startTime).toBe('2026-11-26T09:00'); // Rome, the default zone
    expect(referenceTime('2026-11-26T08:00', at, 'Europe/Athens')).toBe('2026-11-26T06:00:00.000Z');
    // The night the clocks go forward in Rome: 03:30 is 01:30 UTC.
    expect(fieldInstant('2026-03-29T03:30', 'Europe/Rome')).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    );
    expect(fieldInstant('soon', 'Europe/Rome')).toBeNaN();
    expect(referenceTime('', at, 'Europe/Rome')).toBe(at.toISOString());
  });

  it('moves a stage to any place and keeps the list when the move is out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('asks for reachable areas from the first placed stage, arriving by the time as INBOUND', () => {
    const f = form();
    f.routeInfo.startMode = 'end';
    f.waypoints = [placedWaypoint(f.waypoints[0]!, 'Verona', { lat: 45.44, lng: 10.99 })];
    f.horizons = [90, 30];
    expect(toReachableAreasRequest(f)).toMatchObject({
      waypoint: { x: 10.99, y: 45.44 },
      horizons: [1800, 5400],
      calculationMode: 'QUALITY',
      drivingDirection: 'INBOUND',
    });
    f.horizons = [30, null];
    expect(toReachableAreasRequest(f)).toBeNull();
  });
});
