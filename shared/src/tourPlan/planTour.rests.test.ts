import { describe, expect, it } from 'vitest';
import { MONDAY } from '../tachograph/testTimeline.js';
import { planInfringements } from './checkPlan.js';
import { RESTED_DRIVER, type DriverState } from './driverHistory.js';
import { planTour } from './planTour.js';
import type { TourPlanInput } from './tourPlanTypes.js';
import { straightRoute } from './testRoute.js';

const H = 3600;
const M = 60;
const MILANO: [number, number] = [9.19, 45.4642];
const ROMA: [number, number] = [12.4964, 41.9028];
const NAPOLI: [number, number] = [14.2681, 40.8518];
const epoch = (iso: string) => Date.parse(iso) / 1000;

function plan(input: TourPlanInput) {
  const result = planTour(input);
  expect(planInfringements(result, input.departure)).toEqual([]);
  return result;
}

describe('planTour: a rest under way before the departure (issue 45)', () => {
  const departure = epoch('2026-11-24T06:52:00Z');
  const milanoNapoli = straightRoute([MILANO, NAPOLI], [8 * H + 15 * M]);
  /** Yesterday's day: 9 h of driving in 11 h on duty, then off since `lastWorkedAt`. */
  const offFor = (restS: number, dutyS = 11 * H): DriverState => ({
    preset: 'multiple_days',
    drivingSinceBreakS: 2 * H,
    drivingSinceDailyRestS: Math.min(9 * H, dutyS - H),
    dutySinceDailyRestS: dutyS,
    lastWorkedAt: departure - restS,
  });

  it('8 h 59 of rest: 1 min more at km 0 makes the reduced daily rest, then drive (ETA 15:53)', () => {
    const result = plan({ route: milanoNapoli, driver: offFor(8 * H + 59 * M), departure });
    const [first] = result.pauses;
    expect(first).toMatchObject({
      rest: 'reduced_daily_rest',
      kind: 'daily_rest',
      driveS: 0,
      arrival: departure,
      durationS: M,
      continuesRestS: 8 * H + 59 * M,
    });
    expect(result.pauses.filter((p) => p.kind === 'daily_rest')).toHaveLength(1);
    expect(result.etaWithRests).toBe(epoch('2026-11-24T15:53:00Z'));
  });

  it('9 h 00 of rest: no rest at the departure (ETA 15:52), within minutes of the 8 h 59 case', () => {
    const nine = plan({ route: milanoNapoli, driver: offFor(9 * H), departure });
    expect(nine.pauses.map((p) => p.rest)).toEqual(['break']);
    expect(nine.etaWithRests).toBe(epoch('2026-11-24T15:52:00Z'));
    const almost = plan({ route: milanoNapoli, driver: offFor(8 * H + 59 * M), departure });
    expect(almost.etaWithRests - nine.etaWithRests).toBeLessThanOrEqual(5 * M);
  });

  it('the rest under way counts towards the first rest the plan needs, even after some driving', () => {
    // 4 h on duty yesterday: the day's window would end 2 h 01 into the tour, then 9 h of rest.
    const result = plan({ route: milanoNapoli, driver: offFor(8 * H + 59 * M, 4 * H), departure });
    expect(result.pauses[0]).toMatchObject({ rest: 'reduced_daily_rest', driveS: 0, durationS: M });
    expect(result.pauses.filter((p) => p.kind === 'daily_rest')).toHaveLength(1);
    expect(result.etaWithRests).toBe(epoch('2026-11-24T15:53:00Z'));
  });

  it('a break under way: 30 min off with 4 h 20 driven, 15 min more and then 4 h 30 of driving', () => {
    const driven = 4 * H + 20 * M;
    const driver: DriverState = {
      ...offFor(30 * M, 5 * H),
      drivingSinceBreakS: driven,
      drivingSinceDailyRestS: driven,
    };
    const route = straightRoute([MILANO, ROMA], [4 * H]);
    const result = plan({ route, driver, departure });
    expect(result.pauses.map((p) => [p.rest, p.driveS, p.durationS])).toEqual([
      ['break', 0, 15 * M],
    ]);
    expect(result.etaWithRests).toBe(departure + 15 * M + 4 * H);
  });

  it('seed 2125637933: 6 h 56 off and a 2 h job at the departure, single day: 1 h 19 more, not 11 h', () => {
    // Nothing driven since the last break: the 45 min break ended the work, so the rest under way
    // is 7 h 41 long. The day's window has 1 h 59 left, less than the job: the rest is continued
    // to the shorter lawful daily rest (9 h reduced, while reduced rests are left), then the job whole.
    const start = MONDAY;
    const driver: DriverState = {
      preset: 'single_day',
      drivingSinceBreakS: 0,
      drivingSinceDailyRestS: 2 * H + 57 * M,
      dutySinceDailyRestS: 4 * H + 5 * M,
      lastWorkedAt: start - (6 * H + 56 * M),
    };
    // The counterexample's route: five waypoints, 55 h 25 of driving, jobs at four of them.
    const route = straightRoute(
      [MILANO, ROMA, NAPOLI, ROMA, MILANO],
      [25_320, 64_487, 58_566, 51_128],
      [2 * H, 2 * H + 15 * M, 30 * M, 0, H],
    );
    const result = plan({ route, driver, departure: start });
    expect(result.pauses[0]).toMatchObject({
      rest: 'reduced_daily_rest',
      arrival: start,
      driveS: 0,
      durationS: H + 19 * M,
      continuesRestS: 6 * H + 56 * M,
    });
    const work = result.periods[0]?.find((p) => p.activity === 'WORK' && p.start >= start);
    expect(work).toMatchObject({ start: start + H + 19 * M, end: start + 3 * H + 19 * M });
  });

  it('a rest under way of 5 h is the 3 h first part of a split rest: the day ends with the 9 h part', () => {
    const driver: DriverState = { ...offFor(5 * H, 2 * H), drivingSinceDailyRestS: H };
    const result = plan({ route: straightRoute([MILANO, NAPOLI], [12 * H]), driver, departure });
    expect(result.pauses[0]).toMatchObject({ rest: 'break', driveS: 4.5 * H });
    expect(result.pauses.filter((p) => p.kind === 'daily_rest')).toMatchObject([
      { rest: 'split_rest_second_part', durationS: 9 * H },
    ]);
  });

  it("the single-day preset is not flagged for finishing last night's rest", () => {
    const result = plan({
      route: straightRoute([MILANO, ROMA], [5 * H]),
      driver: { ...offFor(8 * H + 59 * M), preset: 'single_day' },
      departure,
    });
    expect(result.pauses[0]).toMatchObject({ driveS: 0, durationS: M });
    expect(result.violatedPlafond).toBe(false);
  });
});

describe('planTour: service times are never split by a rest (issue 45)', () => {
  const departure = MONDAY + 6 * H;
  /** 4 h to Roma, 6 h of loading, 4 h 08.5 to Napoli: 6.5 min of the day are left there. */
  const route = straightRoute([MILANO, ROMA, NAPOLI], [4 * H, 4 * H + 8.5 * M], [0, 6 * H, 15 * M]);

  it('a 15-min unloading where the day ends: the rest first, then the whole job; the ETA is its end', () => {
    const result = plan({ route, driver: RESTED_DRIVER, departure });
    const arrival = result.waypoints[2]?.arrival ?? 0;
    expect(arrival).toBe(departure + 14 * H + 53.5 * M);
    const rest = result.pauses.at(-1);
    expect(rest).toMatchObject({ kind: 'daily_rest', arrival, durationS: 9 * H });
    const work = result.periods[0]?.filter((p) => p.activity === 'WORK' && p.end > departure);
    expect(work?.map((p) => [p.start, p.end - p.start])).toEqual([
      [departure + 4 * H, 6 * H],
      [arrival + 9 * H, 15 * M],
    ]);
    expect(result.waypoints[2]?.departure).toBe(arrival + 9 * H + 15 * M);
    expect(result.etaWithRests).toBe(arrival + 9 * H + 15 * M);
  });

  it('a job that fits the day is done before the rest', () => {
    const early = straightRoute([MILANO, ROMA, NAPOLI], [4 * H, 4 * H], [0, 6 * H, 15 * M]);
    const result = plan({ route: early, driver: RESTED_DRIVER, departure });
    const arrival = result.waypoints[2]?.arrival ?? 0;
    expect(result.waypoints[2]?.departure).toBe(arrival + 15 * M);
    expect(result.etaWithRests).toBe(arrival + 15 * M);
    expect(result.etaWithoutRests).toBe(departure + 8 * H + 6 * H + 15 * M);
  });
});
