import { describe, expect, it } from 'vitest';
import { computeAllowance } from '../tachograph/engine.js';
import { MONDAY } from '../tachograph/testTimeline.js';
import { planInfringements } from './checkPlan.js';
import { driverHistory, RESTED_DRIVER, type DriverState } from './driverHistory.js';
import { planTour } from './planTour.js';
import type { TourPlanInput } from './tourPlanTypes.js';
import { pointAt } from './routeTimeline.js';
import { straightRoute } from './testRoute.js';

const H = 3600;
const M = 60;
const VERONA: [number, number] = [10.9916, 45.4384];
const BARI: [number, number] = [16.8719, 41.1171];
/** Monday 13:00 UTC. */
const AFTERNOON = MONDAY + 13 * H;

function plan(input: TourPlanInput) {
  const result = planTour(input);
  expect(planInfringements(result, input.departure)).toEqual([]);
  return result;
}

describe('driverHistory', () => {
  it('stands for the state as the engine reads it', () => {
    const state: DriverState = {
      preset: 'multiple_days',
      drivingSinceBreakS: 3 * H + 20 * M,
      drivingSinceDailyRestS: 7 * H,
      dutySinceDailyRestS: 10 * H,
    };
    const a = computeAllowance({ periods: driverHistory(state, AFTERNOON), now: AFTERNOON });
    expect(a.breakDriveLeft).toBe(H + 10 * M);
    expect(a.dailyDrive).toBe(7 * H);
    expect(a.workingDayStart).toBe(AFTERNOON - 10 * H);
    expect(a.weeklyDrive).toBe(7 * H);
  });

  it('counts the time since the driver last worked as rest', () => {
    const state: DriverState = {
      ...RESTED_DRIVER,
      drivingSinceBreakS: 4 * H,
      drivingSinceDailyRestS: 4 * H,
      dutySinceDailyRestS: 5 * H,
      lastWorkedAt: AFTERNOON - H,
    };
    const a = computeAllowance({ periods: driverHistory(state, AFTERNOON), now: AFTERNOON });
    // An hour off is a full break.
    expect(a.breakDriveLeft).toBe(4.5 * H);
    expect(a.dailyDrive).toBe(4 * H);
  });
});

describe('planTour', () => {
  const oneHourTenLeft: DriverState = {
    preset: 'multiple_days',
    drivingSinceBreakS: 3 * H + 20 * M,
    drivingSinceDailyRestS: 3 * H + 20 * M,
    dutySinceDailyRestS: 4 * H,
  };
  const veronaBari = straightRoute([VERONA, BARI], [9.5 * H]);

  it('Verona -> Bari with 1 h 10 left: the break at the parking before the limit, the rest at night', () => {
    const route = veronaBari;
    const near = (s: number, name: string) => ({ ...pointAt(route.points, s), name });
    const candidates = [
      near(20 * M, 'Too early'),
      near(55 * M, 'Area di servizio Po Est'),
      near(80 * M, 'Past the limit'),
    ];
    const result = plan({ route, driver: oneHourTenLeft, departure: AFTERNOON, candidates });
    const [first, second] = result.pauses;
    expect(first).toMatchObject({ kind: 'break', rest: 'break', durationS: 45 * M });
    expect(first?.parkingName).toBe('Area di servizio Po Est');
    expect(first?.driveS).toBeCloseTo(55 * M, -1);
    expect(first?.arrival).toBe(AFTERNOON + 55 * M);
    // 55 min + 4 h 30 leave 15 min of the 9 h day: the rest is taken at the break's place.
    expect(second).toMatchObject({
      kind: 'daily_rest',
      rest: 'regular_daily_rest',
      durationS: 11 * H,
    });
    const restStart = new Date((second?.arrival ?? 0) * 1000).getUTCHours();
    expect(restStart).toBe(19);
    expect(second?.departure).toBe((second?.arrival ?? 0) + 11 * H);
    expect(result.pauses).toHaveLength(2);
    expect(result.etaWithoutRests).toBe(AFTERNOON + 9.5 * H);
    expect(result.etaWithRests).toBe(AFTERNOON + 9.5 * H + 45 * M + 11 * H);
    expect(result.violatedPlafond).toBe(false);
  });

  it('stops at the route point where the limit falls when no parking lies within the tolerance', () => {
    const route = veronaBari;
    const candidates = [{ ...pointAt(route.points, 25 * M), name: 'Forty-five minutes early' }];
    const result = plan({ route, driver: oneHourTenLeft, departure: AFTERNOON, candidates });
    const first = result.pauses[0];
    expect(first?.parkingName).toBeUndefined();
    expect(first?.driveS).toBe(70 * M);
    const onRoute = pointAt(route.points, 70 * M);
    expect(first?.x).toBeCloseTo(onRoute.x, 9);
    expect(first?.y).toBeCloseTo(onRoute.y, 9);
  });

  it('a rested driver on a 20 h tour: breaks every 4 h 30, 9 h days and 11 h rests', () => {
    const route = straightRoute([VERONA, BARI, VERONA], [10 * H, 10 * H]);
    const result = plan({ route, driver: RESTED_DRIVER, departure: MONDAY + 6 * H });
    expect(result.pauses.map((p) => [p.rest, p.driveS])).toEqual([
      ['break', 4.5 * H],
      ['regular_daily_rest', 9 * H],
      ['break', 13.5 * H],
      ['regular_daily_rest', 18 * H],
    ]);
    expect(result.waypoints[1]?.arrival).toBe(MONDAY + 6 * H + 10 * H + 45 * M + 11 * H);
  });

  it('extends the day to 10 h when that finishes the tour, except on the single-day preset', () => {
    const route = straightRoute([VERONA, BARI], [9 * H + 40 * M]);
    const multi = plan({ route, driver: RESTED_DRIVER, departure: MONDAY + 6 * H });
    expect(multi.pauses.map((p) => p.rest)).toEqual(['break', 'break']);
    expect(multi.etaWithRests).toBe(MONDAY + 6 * H + 9 * H + 40 * M + 90 * M);
    const long = plan({
      route,
      driver: { ...RESTED_DRIVER, preset: 'long_single_day' },
      departure: MONDAY + 6 * H,
    });
    expect(long.violatedPlafond).toBe(false);
    const single = plan({
      route,
      driver: { ...RESTED_DRIVER, preset: 'single_day' },
      departure: MONDAY + 6 * H,
    });
    expect(single.violatedPlafond).toBe(true);
    expect(single.pauses.map((p) => p.rest)).toEqual(['break', 'regular_daily_rest']);
  });

  it('flags nothing on the single-day preset when the tour fits the day', () => {
    const route = straightRoute([VERONA, BARI], [6 * H], [30 * M, 30 * M]);
    const result = plan({
      route,
      driver: { ...RESTED_DRIVER, preset: 'single_day' },
      departure: MONDAY + 6 * H,
    });
    expect(result.violatedPlafond).toBe(false);
    expect(result.pauses.map((p) => p.rest)).toEqual(['break']);
    expect(result.waypoints[0]).toEqual({ arrival: MONDAY + 6 * H, departure: MONDAY + 6.5 * H });
  });

  it('a team alternates at the wheel and rests 9 h together within 30 h', () => {
    const route = straightRoute([VERONA, BARI, VERONA], [10 * H, 10 * H]);
    const result = plan({
      route,
      driver: { ...RESTED_DRIVER, preset: 'team_and_multiple_days' },
      departure: MONDAY + 6 * H,
    });
    expect(result.team).toBe(true);
    expect(result.pauses.map((p) => [p.rest, p.driveS, p.durationS])).toEqual([
      ['regular_daily_rest', 18 * H, 9 * H],
    ]);
    expect(result.etaWithRests).toBe(MONDAY + 6 * H + 20 * H + 9 * H);
    // Blocks of 4 h 30 alternate: while one drives the other is available on board.
    const blocks = result.periods.flatMap((periods, driver) =>
      periods.filter((p) => p.activity === 'DRIVE').map((p) => [p.start, driver, p.end - p.start]),
    );
    blocks.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(blocks.map(([, driver, length]) => [driver, length])).toEqual([
      [0, 4.5 * H],
      [1, 4.5 * H],
      [0, 4.5 * H],
      [1, 4.5 * H],
      // After the rest the one at the wheel goes on.
      [1, 2 * H],
    ]);
  });

  it('splits breaks 15 + 30 and the daily rest 3 + 9 when asked', () => {
    const route = straightRoute([VERONA, BARI], [8 * H]);
    const split = plan({
      route,
      driver: RESTED_DRIVER,
      departure: MONDAY + 6 * H,
      options: { splitBreaks: true },
    });
    expect(split.pauses.map((p) => [p.rest, p.driveS])).toEqual([
      ['break_first_part', 2 * H],
      ['break_second_part', 4.5 * H],
      ['break_first_part', 6.5 * H],
    ]);
    const long = straightRoute([VERONA, BARI], [15 * H]);
    const splitRest = plan({
      route: long,
      driver: RESTED_DRIVER,
      departure: MONDAY + 6 * H,
      options: { splitDailyRest: true },
    });
    expect(splitRest.pauses.map((p) => [p.rest, p.durationS])).toEqual([
      ['split_rest_first_part', 3 * H],
      ['split_rest_second_part', 9 * H],
      ['split_rest_first_part', 3 * H],
    ]);
  });

  it('rests first when the driver has no daily driving left at the departure', () => {
    const route = straightRoute([VERONA, BARI], [2 * H]);
    const tired: DriverState = {
      preset: 'multiple_days',
      drivingSinceBreakS: 0,
      drivingSinceDailyRestS: 9 * H,
      dutySinceDailyRestS: 11 * H,
    };
    const result = plan({ route, driver: tired, departure: AFTERNOON });
    expect(result.pauses[0]).toMatchObject({
      rest: 'regular_daily_rest',
      driveS: 0,
      arrival: AFTERNOON,
    });
    expect(result.etaWithRests).toBe(AFTERNOON + 11 * H + 2 * H);
  });
});
