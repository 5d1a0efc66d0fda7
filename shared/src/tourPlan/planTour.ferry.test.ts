import { describe, expect, it } from 'vitest';
import { computeAllowance } from '../tachograph/engine.js';
import { planInfringements } from './checkPlan.js';
import { RESTED_DRIVER } from './driverHistory.js';
import type { TourFerry } from './ferryStops.js';
import { planTour } from './planTour.js';
import { straightRoute } from './testRoute.js';

const H = 3600;
const M = 60;
const at = (iso: string) => Date.parse(iso) / 1000;
const MILANO: [number, number] = [9.19, 45.4642];
const CAGLIARI: [number, number] = [9.119, 39.23];
const NAPOLI: [number, number] = [14.268, 40.852];
const PALERMO: [number, number] = [13.336, 38.132];

/** A ferry boarded after `driveS` of driving on leg 0 (the route's points do not matter here). */
function ferry(driveS: number, line: Partial<TourFerry>): TourFerry {
  return {
    name: 'Livorno – Olbia',
    fromPort: 'Livorno',
    toPort: 'Olbia',
    fromCountry: 'IT',
    toCountry: 'IT',
    cabins: true,
    kind: 'ferry',
    boardingS: 60 * M,
    crossingS: 420 * M,
    durationS: 480 * M,
    x: 10.33,
    y: 43.54,
    driveS,
    distanceM: 300_000,
    leg: 0,
    ...line,
  };
}

describe('planTour: ferries (issue 45)', () => {
  it('takes the daily rest due at Livorno on the Olbia ferry under Art. 9, the rest going on ashore', () => {
    const departure = at('2026-01-05T06:00:00Z');
    const route = {
      ...straightRoute([MILANO, CAGLIARI], [8 * H + 20 * M + 3 * H]),
      ferries: [ferry(8 * H + 20 * M, {})],
    };
    const plan = planTour({ route, driver: RESTED_DRIVER, departure });
    expect(planInfringements(plan, departure)).toEqual([]);
    // At the port after 8 h 20 of driving and the 45 min break: 40 min of the day's driving left.
    const arrival = departure + 8 * H + 20 * M + 45 * M;
    expect(plan.crossings).toEqual([
      expect.objectContaining({
        arrival,
        dailyRest: true,
        // 50 min queued and 6 h 50 on board of the 11 h: 3 h 20 more ashore after landing.
        restAshoreS: 3 * H + 20 * M,
        departure: arrival + 8 * H + 3 * H + 20 * M,
      }),
    ]);
    // No other daily rest: only the break after 4 h 30 of driving.
    expect(plan.pauses.map((p) => [p.rest, p.driveS])).toEqual([['break', 4.5 * H]]);
    expect(plan.etaWithRests).toBe(arrival + 11 * H + 20 * M + 3 * H);
    // The two ferry-marked interruptions are the 10 min on and off the ship.
    const marked = (plan.periods[0] ?? []).filter((p) => p.ferry);
    expect(marked.map((p) => [p.activity, p.end - p.start])).toEqual([
      ['WORK', 10 * M],
      ['WORK', 10 * M],
    ]);
    // The driving after the landing is a new day's.
    const landed = plan.crossings[0]?.departure ?? 0;
    const after = computeAllowance({ periods: plan.periods[0] ?? [], now: landed + H });
    expect(after.dailyDrive).toBe(H);
  });

  it('sleeps the whole daily rest on the Napoli - Palermo night ferry: no rest ashore', () => {
    const departure = at('2026-01-05T19:00:00Z');
    const route = {
      ...straightRoute([NAPOLI, PALERMO], [4 * H]),
      ferries: [
        ferry(0, {
          name: 'Napoli – Palermo',
          fromPort: 'Naples',
          toPort: 'Palermo',
          crossingS: 630 * M,
          durationS: 690 * M,
        }),
      ],
    };
    const plan = planTour({ route, driver: RESTED_DRIVER, departure });
    expect(planInfringements(plan, departure)).toEqual([]);
    expect(plan.crossings[0]).toMatchObject({ dailyRest: true, restAshoreS: 0 });
    expect(plan.pauses).toEqual([]);
    expect(plan.etaWithRests).toBe(departure + 690 * M + 4 * H);
    expect(plan.etaWithoutRests).toBe(plan.etaWithRests);
  });

  it('counts no driving on the 40 min Messina strait: the break still falls after 4 h 30 at the wheel', () => {
    const departure = at('2026-01-05T06:00:00Z');
    const route = {
      ...straightRoute([NAPOLI, PALERMO], [5 * H + 20 * M]),
      ferries: [
        ferry(4 * H + 20 * M, {
          name: 'Villa San Giovanni – Messina',
          fromPort: 'Villa San Giovanni',
          toPort: 'Messina',
          cabins: false,
          boardingS: 20 * M,
          crossingS: 20 * M,
          durationS: 40 * M,
        }),
      ],
    };
    const plan = planTour({ route, driver: RESTED_DRIVER, departure });
    expect(planInfringements(plan, departure)).toEqual([]);
    expect(plan.crossings[0]).toMatchObject({ dailyRest: false, restAshoreS: 0 });
    expect(plan.pauses.map((p) => [p.rest, p.driveS])).toEqual([['break', 4.5 * H]]);
    expect(plan.etaWithRests).toBe(departure + 5 * H + 20 * M + 40 * M + 45 * M);
  });
});
