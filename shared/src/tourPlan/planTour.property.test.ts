import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAFOND_PRESETS } from '../domain/planner.js';
import { localXY } from '../roads/geo.js';
import { MONDAY } from '../tachograph/testTimeline.js';
import { RULES_561 as R } from '../tachograph/rules561.js';
import { timeIn } from '../tachograph/timeline.js';
import { banAhead } from '../rules/drivingBans/tripWaits.js';
import { placeCandidates } from './candidateStops.js';
import { planInfringements } from './checkPlan.js';
import type { DriverState } from './driverHistory.js';
import { planTour } from './planTour.js';
import { pointAt, type RoutePoint } from './routeTimeline.js';
import { straightRoute } from './testRoute.js';
import type { TourPlan } from './tourPlanTypes.js';

const H = 3600;
const M = 60;

/** A lawful state at the departure: at most 4 h 30 since the break, 10 h in the day, 15 h on duty. */
const driverArb = fc
  .record({
    preset: fc.constantFrom(...PLAFOND_PRESETS),
    sinceBreakM: fc.integer({ min: 0, max: 270 }),
    earlierM: fc.integer({ min: 0, max: 330 }),
    extraDutyM: fc.integer({ min: 0, max: 180 }),
    offM: fc.option(fc.integer({ min: 0, max: 20 * 60 }), { nil: undefined }),
  })
  .map(({ preset, sinceBreakM, earlierM, extraDutyM, offM }) => {
    const daily = Math.min(sinceBreakM + earlierM, 600) * M;
    const breaks = Math.ceil((daily - sinceBreakM * M) / R.continuousDrive) * R.fullBreak;
    return {
      preset,
      drivingSinceBreakS: sinceBreakM * M,
      drivingSinceDailyRestS: daily,
      dutySinceDailyRestS: Math.min(daily + breaks + extraDutyM * M, 15 * H),
      offS: offM === undefined ? undefined : offM * M,
    };
  });

/** The driver of a drawn state, off since `offS` before the departure when drawn. */
function driverAt(
  { offS, ...totals }: Omit<DriverState, 'lastWorkedAt'> & { offS: number | undefined },
  departure: number,
): DriverState {
  return { ...totals, ...(offS !== undefined ? { lastWorkedAt: departure - offS } : {}) };
}

/** 2 to 5 waypoints, legs from a minute to 20 h (tours of minutes to several days). */
const routeArb = fc
  .array(
    fc.record({
      x: fc.double({ min: 6, max: 18, noNaN: true }),
      y: fc.double({ min: 37, max: 47, noNaN: true }),
      legS: fc.integer({ min: 60, max: 20 * H }),
      serviceS: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 12 }).map((q) => q * 15 * M),
      ),
    }),
    { minLength: 2, maxLength: 5 },
  )
  .map((wps) =>
    straightRoute(
      wps.map((w) => [w.x, w.y] as [number, number]),
      wps.slice(0, -1).map((w) => w.legS),
      wps.map((w) => w.serviceS),
    ),
  );

const optionsArb = fc.record({
  splitBreaks: fc.boolean(),
  splitDailyRest: fc.boolean(),
  reducedRests: fc.boolean(),
});

/** Metres from a point to the route's polyline. */
function offRoute(points: readonly RoutePoint[], x: number, y: number): number {
  let best = Infinity;
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k] as RoutePoint;
    const b = points[k + 1] as RoutePoint;
    const [ax, ay] = localXY(a.y, a.x, y, x);
    const [bx, by] = localXY(b.y, b.x, y, x);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const f = len2 > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(ax + dx * f, ay + dy * f));
  }
  return best;
}

/**
 * Every regular weekly rest lies at a parking, unless no parking lies between where the driving
 * to it began (the last stop or waypoint) and the rest, or it falls due at a waypoint's job.
 */
function expectWeeklyRestsAtParkings(
  plan: TourPlan,
  stopsS: readonly number[],
  placedS: readonly number[],
): void {
  plan.pauses.forEach((pause, i) => {
    if (pause.rest !== 'weekly_rest' || pause.parkingName !== undefined) return;
    if (stopsS.includes(pause.driveS)) return;
    const before = [
      ...plan.pauses.slice(0, i).map((p) => p.driveS),
      ...plan.banWaits.filter((w) => w.arrival < pause.arrival).map((w) => w.driveS),
      ...stopsS.filter((s) => s <= pause.driveS),
    ];
    const from = Math.max(0, ...before);
    expect(placedS.filter((s) => Math.floor(s) > from && s <= pause.driveS)).toEqual([]);
  });
}

/** A team's drivers drive by turns as the handovers say: the first from the departure. */
function expectHandoversFollowed(plan: TourPlan, departure: number): void {
  let last = departure;
  for (const h of plan.handovers) {
    expect(h.at).toBeGreaterThanOrEqual(last);
    last = h.at;
  }
  const driverAt = (t: number) => plan.handovers.filter((h) => h.at <= t).at(-1)?.driver ?? 0;
  plan.periods.forEach((periods, d) => {
    for (const p of periods)
      if (p.activity === 'DRIVE' && p.start >= departure) expect(driverAt(p.start)).toBe(d);
  });
  if (!plan.team) expect(plan.handovers).toEqual([]);
}

/** The test runner's environment (shared/ is typed without Node). */
const env =
  (globalThis as unknown as { process?: { env: Record<string, string | undefined> } }).process
    ?.env ?? {};
const RUNS = Number(env.FC_RUNS ?? 300);

/** fast-check parameters from the environment: a seed (and path) to replay, a number of runs. */
function replay(): fc.Parameters<unknown> {
  return {
    numRuns: RUNS,
    ...(env.FC_SEED ? { seed: Number(env.FC_SEED) } : {}),
    ...(env.FC_PATH ? { path: env.FC_PATH } : {}),
  };
}

describe('planTour on random drivers and routes', () => {
  it(
    'never breaks Regulation 561/2006 as the engine reads it, stops on the route, arrives no earlier, keeps jobs whole, continues a rest under way',
    () => {
      fc.assert(
        fc.property(
          driverArb,
          routeArb,
          optionsArb,
          fc.integer({ min: 0, max: 7 * 24 * 4 }),
          fc.array(
            fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 2000 })),
            {
              maxLength: 30,
            },
          ),
          (state, route, options, quarter, parkingSpots) => {
            const departure = MONDAY + quarter * 15 * M;
            const driver = driverAt(state, departure);
            const total = route.stops.at(-1)?.driveS ?? 0;
            // Parkings along the route, up to 2 km off it (beyond 1 km they are not used).
            const candidates = parkingSpots.map(([f, offM], i) => {
              const p = pointAt(route.points, f * total);
              return { x: p.x, y: p.y + offM / 111_320, name: `P${i}` };
            });
            const plan = planTour({ route, driver, departure, candidates, options });

            // Each driver's record (both of a team) is lawful, 8(5) and 4(o) included.
            expect(planInfringements(plan, departure)).toEqual([]);
            expectHandoversFollowed(plan, departure);
            expectWeeklyRestsAtParkings(
              plan,
              route.stops.map((s) => s.driveS),
              placeCandidates(route.points, candidates, 1000).map((p) => p.driveS),
            );
            expect(plan.etaWithRests).toBeGreaterThanOrEqual(plan.etaWithoutRests);
            const paused = plan.pauses
              .filter((p) => p.departure <= plan.etaWithRests)
              .reduce((s, p) => s + p.durationS, 0);
            expect(plan.etaWithRests - plan.etaWithoutRests).toBe(paused);
            let previous = departure;
            for (const pause of plan.pauses) {
              expect(pause.arrival).toBeGreaterThanOrEqual(previous);
              expect(pause.departure - pause.arrival).toBe(pause.durationS);
              expect(pause.driveS).toBeGreaterThanOrEqual(0);
              expect(pause.driveS).toBeLessThanOrEqual(total);
              expect(offRoute(route.points, pause.x, pause.y)).toBeLessThan(
                pause.parkingName ? 1000 : 1,
              );
              previous = pause.departure;
            }
            const end = Math.max(...plan.periods.flat().map((p) => p.end));
            const drive = plan.periods.reduce((s, p) => s + timeIn(p, 'DRIVE', departure, end), 0);
            const work = plan.periods.reduce((s, p) => s + timeIn(p, 'WORK', departure, end), 0);
            expect(drive).toBe(total);
            expect(work).toBe(route.stops.reduce((s, stop) => s + stop.serviceS, 0));
            if (plan.violatedPlafond) expect(state.preset).toMatch(/single_day/);

            // No service time is split by a rest: each job is one piece of work, whole.
            const jobs = plan.periods
              .flat()
              .filter((p) => p.activity === 'WORK' && p.end > departure)
              .map((p) => p.end - Math.max(p.start, departure))
              .sort((a, b) => a - b);
            const services = route.stops.map((stop) => stop.serviceS).filter((s) => s > 0);
            expect(jobs).toEqual(services.sort((a, b) => a - b));
            // A rest under way is continued: a pause at the departure is that rest going on, by
            // what it lacks for a break or a daily rest, never a new rest on top of it.
            for (const pause of plan.pauses.filter(
              (p) => p.arrival === departure && p.driveS === 0,
            )) {
              if (!state.offS || pause.rest === 'weekly_rest') continue;
              expect(pause.continuesRestS).toBe(state.offS);
              const whole = pause.kind === 'break' ? R.fullBreak : R.dailyRestRegular;
              expect(pause.durationS + state.offS).toBeLessThanOrEqual(whole);
            }
          },
        ),
        // A fresh seed each run (fast-check prints it with any counterexample); FC_SEED (and FC_PATH)
        // replay one, FC_RUNS runs more. Seed 2125637933 found the 6 h 56 rest continued by 11 h on
        // top (issue 45); it is one of the fixed cases in planTour.rests.test.ts.
        replay(),
      );
    },
    RUNS * 200,
  );

  /** The countries crossed: the first from km 0, the others where the route enters them. */
  const countriesArb = fc
    .array(
      fc.tuple(
        fc.constantFrom('IT', 'DE', 'AT', 'FR', 'CH', 'SI'),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((list) => list.map(([country, f], i) => ({ country, f: i === 0 ? 0 : f })));

  it(
    'waits out every driving ban it would drive into, and stays lawful under 561/2006',
    () => {
      fc.assert(
        fc.property(
          driverArb,
          routeArb,
          optionsArb,
          fc.integer({ min: 0, max: 21 * 24 * 4 }),
          countriesArb,
          fc.integer({ min: 3000, max: 44_000 }),
          (state, base, options, quarter, borders, massKg) => {
            // Mid-December to early January 2026: Sundays, holidays and nights.
            const departure = MONDAY - 21 * 24 * 3600 + quarter * 15 * M;
            const total = base.stops.at(-1)?.driveS ?? 0;
            const countries = borders
              .map(({ country, f }) => ({ country, fromS: Math.round(f * total) }))
              .sort((a, b) => a.fromS - b.fromS);
            const route = { ...base, countries };
            const vehicle = { massKg };
            const driver = driverAt(state, departure);
            const plan = planTour({ route, driver, departure, options, vehicle });

            expect(planInfringements(plan, departure)).toEqual([]);
            expectHandoversFollowed(plan, departure);
            const stopped = [...plan.pauses, ...plan.banWaits]
              .filter((p) => p.departure <= plan.etaWithRests)
              .reduce((s, p) => s + p.durationS, 0);
            expect(plan.etaWithRests - plan.etaWithoutRests).toBe(stopped);
            for (const wait of plan.banWaits) {
              expect(wait.departure).toBe(wait.ban.until);
              expect(wait.arrival).toBeLessThan(wait.ban.until);
            }
            // No driving runs into a ban: from where each stint starts, the next ban is further.
            const drives = plan.periods
              .flat()
              .filter((p) => p.activity === 'DRIVE' && p.start >= departure)
              .sort((a, b) => a.start - b.start);
            let at = 0;
            for (const stint of drives) {
              const length = stint.end - stint.start;
              const ahead = banAhead(countries, vehicle, at, stint.start);
              expect(ahead === undefined || ahead.driveS >= length).toBe(true);
              at += length;
            }
          },
        ),
        replay(),
      );
    },
    RUNS * 200,
  );
});
