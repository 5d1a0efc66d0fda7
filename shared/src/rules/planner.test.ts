import { describe, expect, it } from 'vitest';
import type { Waypoint } from '../domain/planner.js';
import {
  canAddWaypoint,
  canSearchReachableAreas,
  drivingLimitNeed,
  isCalcTypeLocked,
  isValidDistanceTimeWeighting,
  isValidTollPenalty,
  listableSavedRoutes,
  plafondConfigToRequest,
  ratingFilter,
  reachableAreaOptions,
  routeCalculationBlocker,
  routeSpeedColour,
  showsPlafondViolation,
  trafficDelayDisplay,
  waypointError,
} from './planner.js';

const wp = (x: number | null, y = 45, extra: Partial<Waypoint> = {}): Waypoint => ({
  id: String(x),
  coordinate: { referenceCoordinate: x === null ? null : { x, y }, label: 'Milano' },
  ...extra,
});
const ok = wp(9.1);

describe('waypoints', () => {
  it.each([
    ['valid', ok, null],
    ['missing', null, 'empty'],
    ['being edited', wp(9, 45, { updatingWaypoint: true }), 'updating'],
    ['no coordinate', { id: 'a', coordinate: null }, 'null_coordinate'],
    ['label, no reference', wp(null), 'null_reference_coordinate'],
    ['nothing typed', { id: 'a', coordinate: { referenceCoordinate: null, label: ' ' } }, 'empty'],
    ['x zero', wp(0), 'zero_x'],
    ['y zero', wp(9, 0), 'zero_y'],
  ] as const)('%s: %s', (_n, w, err) => expect(waypointError(w)).toBe(err));

  it.each([
    [[], 'planner.waypoints_required'],
    [[ok], 'planner.waypoints_required'],
    [[ok, wp(0)], 'planner.waypoints_required'],
    [[ok, ok, wp(0)], 'planner.waypoints_check'],
    [[ok, ok], null],
  ])('route calculation blocker %#', (wps, key) => expect(routeCalculationBlocker(wps)).toBe(key));

  it('blocks adding and locks the calc type while a waypoint has errors', () => {
    expect(canAddWaypoint([ok, ok])).toBe(true);
    expect(canAddWaypoint([ok, wp(0)])).toBe(false);
    expect(isCalcTypeLocked([wp(0)])).toBe(false);
    expect(isCalcTypeLocked([ok, wp(0)])).toBe(true);
    expect(isCalcTypeLocked([ok, ok])).toBe(false);
  });
});

describe('reachable areas', () => {
  it.each([
    [[30], true],
    [[1], true],
    [[0], false],
    [[null], false],
    [[30, null], false],
    [[], false],
    [[1.5], false],
  ])('times %o searchable=%s', (m, can) => {
    expect(canSearchReachableAreas(m, { x: 9, y: 45 })).toBe(can);
  });
  it('needs a reference point', () => expect(canSearchReachableAreas([30], null)).toBe(false));

  it.each([
    [[90, 30], 'start', 'QUALITY', 'OUTBOUND', [1800, 5400]],
    [[91], 'end', 'PERFORMANCE', 'INBOUND', [5460]],
    [[120, 10], 'start', 'PERFORMANCE', 'OUTBOUND', [600, 7200]],
  ] as const)('%o from %s: %s %s', (m, mode, calc, dir, horizons) => {
    expect(reachableAreaOptions(m, mode)).toEqual({
      calculationMode: calc,
      drivingDirection: dir,
      horizons,
    });
  });
});

describe('route options and display', () => {
  it.each([
    [-96, false],
    [-95, true],
    [405, true],
    [500, true],
    [501, false],
  ])('toll penalty %i valid=%s', (v, e) => expect(isValidTollPenalty(v)).toBe(e));
  it.each([
    [-1, false],
    [0, true],
    [50, true],
    [100, true],
    [101, false],
  ])('weighting %i valid=%s', (v, e) => expect(isValidDistanceTimeWeighting(v)).toBe(e));
  it.each([
    [null, 'hidden'],
    [900, 'hidden'],
    [901, 'shown'],
    [1800, 'shown'],
    [1801, 'red'],
  ])('traffic delay %s s is %s', (s, d) => expect(trafficDelayDisplay(s)).toBe(d));
  it.each([
    [0, 'light_blue'],
    [70, 'light_blue'],
    [70.1, 'dark_blue'],
    [100, 'dark_blue'],
    [101, 'orange'],
    [130, 'orange'],
    [131, 'red'],
  ])('speed %s is %s', (v, c) => expect(routeSpeedColour(v)).toBe(c));

  it('sends plafond hours as seconds', () => {
    const req = plafondConfigToRequest({
      configurableWorkingHoursPreset: 'single_day',
      accumulatedDrivingTimeSinceLastBreak: 1.5,
      accumulatedDrivingTimeSinceLastDailyRest: 4,
      accumulatedTravelTimeSinceLastDailyRest: 0,
    });
    expect(req.accumulatedDrivingTimeSinceLastBreak).toBe(5400);
    expect(req.accumulatedDrivingTimeSinceLastDailyRest).toBe(14400);
    expect(req.accumulatedTravelTimeSinceLastDailyRest).toBe(0);
  });

  it('warns about a violated ceiling only for the single-day preset', () => {
    expect(showsPlafondViolation(true, 'single_day')).toBe(true);
    expect(showsPlafondViolation(true, 'multiple_days')).toBe(false);
    expect(showsPlafondViolation(false, 'single_day')).toBe(false);
  });

  it('lists saved routes with waypoints and applies ratings above 0', () => {
    expect(listableSavedRoutes([{ waypoints: [] }, { waypoints: [1] }])).toEqual([
      { waypoints: [1] },
    ]);
    expect([ratingFilter(0), ratingFilter(null), ratingFilter(3)]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});

describe('the driving-time check of every calculation', () => {
  const HOUR = 3600;
  type Preset = 'multiple_days' | 'team_and_multiple_days';
  const driver = (sinceBreak: number, sinceRest: number, preset: Preset = 'multiple_days') => ({
    configurableWorkingHoursPreset: preset,
    accumulatedDrivingTimeSinceLastBreak: sinceBreak * HOUR,
    accumulatedDrivingTimeSinceLastDailyRest: sinceRest * HOUR,
  });

  it('fits within 4 h 30 min of continuous driving', () => {
    expect(drivingLimitNeed(4.5 * HOUR, driver(0, 0))).toBeNull();
    expect(drivingLimitNeed(4 * HOUR, driver(0.5, 0.5))).toBeNull();
  });

  it('asks for a break first, counting what was driven since the last one', () => {
    expect(drivingLimitNeed(3 * HOUR, driver(2, 2))).toEqual({ due: 'break', leftS: 2.5 * HOUR });
  });

  it('asks for the daily rest when it falls before the break', () => {
    expect(drivingLimitNeed(2 * HOUR, driver(1, 8))).toEqual({ due: 'daily_rest', leftS: HOUR });
  });

  it('counts only the daily driving of a crew of two', () => {
    const team = driver(0, 0, 'team_and_multiple_days');
    expect(drivingLimitNeed(17 * HOUR, team)).toBeNull();
    expect(drivingLimitNeed(19 * HOUR, team)).toEqual({ due: 'daily_rest', leftS: 18 * HOUR });
  });
});
