import { describe, expect, it } from 'vitest';
import { MONDAY } from '../tachograph/testTimeline.js';
import { planInfringements } from './checkPlan.js';
import { RESTED_DRIVER } from './driverHistory.js';
import { planTour } from './planTour.js';
import { pointAt } from './routeTimeline.js';
import type { TourPlan, TourPlanInput } from './tourPlanTypes.js';
import { straightRoute } from './testRoute.js';

const H = 3600;
const M = 60;
const TORINO: [number, number] = [7.68, 45.07];
const PALERMO: [number, number] = [13.36, 38.12];
const departure = MONDAY + 8 * H;
/** Torino -> Palermo five times over (to and fro), 96 h of driving, a 15 min job at each end. */
const LEG = (96 * H) / 5;
const tour = straightRoute(
  [TORINO, PALERMO, TORINO, PALERMO, TORINO, PALERMO],
  [LEG, LEG, LEG, LEG, LEG],
  [15, 15, 15, 15, 15, 15].map((m) => m * M),
);
/** Parkings on the way down only: every pass back and forth goes by them again. */
const parkings = Array.from({ length: 28 }, (_, i) => {
  const p = pointAt(tour.points, ((i + 0.5) * LEG) / 28);
  return { x: p.x, y: p.y, name: `P${i}` };
});

function plan(input: Partial<TourPlanInput>): TourPlan {
  const full = { route: tour, driver: RESTED_DRIVER, departure, ...input };
  const result = planTour(full);
  expect(planInfringements(result, full.departure)).toEqual([]);
  return result;
}

/** Seconds of driving of the (single) driver between two instants. */
function drivenBetween(result: TourPlan, from: number, to: number): number {
  return (result.periods[0] ?? [])
    .filter((p) => p.activity === 'DRIVE')
    .reduce((s, p) => s + Math.max(0, Math.min(p.end, to) - Math.max(p.start, from)), 0);
}

describe('planTour: rests a dispatcher would sign (issue 45)', () => {
  it('Torino -> Palermo five times: every weekly rest at a parking, on every pass of the route', () => {
    const result = plan({ candidates: parkings });
    const weekly = result.pauses.filter((p) => p.rest === 'weekly_rest');
    expect(weekly.length).toBeGreaterThan(0);
    for (const p of weekly) expect(p.parkingName).toMatch(/^P\d+$/);
    // Stops far beyond the first pass (km 3,120 in the issue) are at parkings too.
    const late = result.pauses.filter((p) => p.distanceM > 3_200_000);
    expect(late.filter((p) => p.parkingName).length).toBeGreaterThan(late.length / 2);
  });

  it('a weekly rest is not squeezed in right after a daily rest: the daily one is extended', () => {
    const result = plan({ candidates: parkings });
    result.pauses.forEach((p, i) => {
      if (p.rest !== 'weekly_rest') return;
      const daily = result.pauses
        .slice(0, i)
        .filter((q) => /daily_rest/.test(q.rest))
        .at(-1);
      // Main had a weekly rest 31 min of driving after a daily rest ended (90 h, in the cab).
      if (daily) expect(drivenBetween(result, daily.departure, p.arrival)).toBeGreaterThan(3 * H);
    });
  });

  it('a regular weekly rest stops at the last parking before its limit, beyond the tolerance', () => {
    const bare = plan({});
    const weekly = bare.pauses.find((p) => p.rest === 'weekly_rest');
    expect(weekly?.parkingName).toBeUndefined();
    const at = weekly?.driveS ?? 0;
    // One parking 2 h of driving before the point (the tolerance is 40 min), one just after it.
    const before = pointAt(tour.points, at - 2 * H);
    const after = pointAt(tour.points, at + 10 * M);
    const result = plan({
      candidates: [
        { x: before.x, y: before.y, name: 'Area di servizio' },
        { x: after.x, y: after.y, name: 'Too far' },
      ],
    });
    const moved = result.pauses.find((p) => p.rest === 'weekly_rest');
    expect(moved).toMatchObject({ parkingName: 'Area di servizio' });
    expect(moved?.driveS).toBeCloseTo(at - 2 * H, -1);
    // Breaks and daily rests keep the tolerance: none of them goes 2 h back.
    for (const p of result.pauses.filter((q) => q.rest !== 'weekly_rest'))
      expect(p.parkingName === undefined || p.parkingName === 'Area di servizio').toBe(true);
  });
});

describe('planTour: team driving plans the handovers (issue 45)', () => {
  const team = { ...RESTED_DRIVER, preset: 'team_and_multiple_days' as const };
  const milanoNapoli = straightRoute([TORINO, PALERMO], [15 * H + 48 * M]);

  it('15 h 48 non-stop: the drivers take turns of 4 h 30, each record lawful', () => {
    const result = plan({ route: milanoNapoli, driver: team });
    expect(result.etaWithRests - departure).toBe(15 * H + 48 * M);
    expect(result.handovers.map((h) => [h.driver, (h.at - departure) / H])).toEqual([
      [1, 4.5],
      [0, 9],
      [1, 13.5],
    ]);
    const drives = result.periods.map((list) =>
      list.filter((p) => p.activity === 'DRIVE').reduce((s, p) => s + p.end - p.start, 0),
    );
    expect(drives).toEqual([9 * H, 6 * H + 48 * M]);
  });

  it('over days: 9 h of rest for both within 30 h (Art. 8(5)), handovers at parkings', () => {
    const long = straightRoute([TORINO, PALERMO], [40 * H]);
    const spots = Array.from({ length: 60 }, (_, i) => {
      const p = pointAt(long.points, (i + 1) * 40 * M);
      return { x: p.x, y: p.y, name: `A${i}` };
    });
    const result = plan({ route: long, driver: team, candidates: spots });
    const rests = result.pauses.filter((p) => p.kind === 'daily_rest');
    expect(rests.length).toBeGreaterThan(0);
    expect(result.handovers.length).toBeGreaterThan(4);
    // At a parking, except where none in the tolerance lets the co-driver drive on (a break on
    // board not yet 45 min long): at most one a day.
    const bare = result.handovers.filter((h) => h.parkingName === undefined);
    expect(bare.length).toBeLessThanOrEqual(rests.length);
    // Each driver's own record: findInfringements on both (in `plan`), alternating at the wheel.
    result.handovers.forEach((h, i) => {
      if (i > 0) expect(h.driver).not.toBe(result.handovers[i - 1]?.driver);
    });
  });

  it('a single driver has no handovers', () => {
    expect(plan({ route: milanoNapoli }).handovers).toEqual([]);
  });
});

describe('planTour: the single-day preset (issue 45)', () => {
  it('a trip that does not fit in the day says how far the day reaches', () => {
    const single = { ...RESTED_DRIVER, preset: 'single_day' as const };
    const result = plan({ route: straightRoute([TORINO, PALERMO], [14 * H]), driver: single });
    expect(result.violatedPlafond).toBe(true);
    // 9 h of driving at 80 km/h.
    expect(result.dayReachM).toBeCloseTo(9 * 80_000, -3);
    const fits = plan({ route: straightRoute([TORINO, PALERMO], [8 * H]), driver: single });
    expect(fits.violatedPlafond).toBe(false);
    expect(fits.dayReachM).toBeUndefined();
  });
});
