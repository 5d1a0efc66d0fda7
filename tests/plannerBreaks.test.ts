import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverHistory,
  driverStateFromRequest,
  findInfringements,
  placeCandidates,
  RULES_561,
  TOUR_PLAN_DEFAULTS,
  type ActivityPeriod,
  type PlafondRequest,
  type RouteEvent,
  type RoutePlanResult,
  tourTimelineFromPlan,
} from '@fleetdeck/shared';
import {
  INNSBRUCK,
  startFakeValhalla,
  truckRoute,
  VERONA as VERONA_RECORDED,
  type FakeValhalla,
} from './fixtures/valhalla/fakeValhalla.js';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

const VERONA = { x: 10.9916, y: 45.4384, label: 'Verona' };
const BARI = { x: 16.8719, y: 41.1171, label: 'Bari' };
const MILANO = { x: 9.19, y: 45.4642 };
const NAPOLI = { x: 14.2681, y: 40.8518 };
const PADANI = 1;
const H = 3600;
const M = 60;
const DEPARTURE = '2026-11-26T13:00:00.000Z';

/** The driver: 3 h 20 driven since the break, 1 h 10 left before it. */
const oneHourTenLeft: PlafondRequest = {
  configurableWorkingHoursPreset: 'multiple_days',
  accumulatedDrivingTimeSinceLastBreak: 3 * H + 20 * M,
  accumulatedDrivingTimeSinceLastDailyRest: 3 * H + 20 * M,
  accumulatedTravelTimeSinceLastDailyRest: 4 * H,
};

const epoch = (iso: string | undefined) => Date.parse(iso ?? '') / 1000;

/**
 * The driver's day as the answer tells it: the history the plafond stands for, then service at
 * the waypoints as other work, the shadow waypoints as rest, and driving in between.
 */
function scheduleOf(plan: RoutePlanResult, plafond: PlafondRequest): ActivityPeriod[] {
  const start = epoch(plan.waypoints[0]?.arrival);
  const stops = [
    ...plan.waypoints.map((w) => ({ ...w, activity: 'WORK' as const })),
    ...(plan.shadowWaypoints ?? []).map((w) => ({ ...w, activity: 'REST' as const })),
  ].sort((a, b) => epoch(a.arrival) - epoch(b.arrival));
  const periods = driverHistory(driverStateFromRequest(plafond), start);
  let t = start;
  for (const stop of stops) {
    const [arrival, departure] = [epoch(stop.arrival), epoch(stop.departure)];
    if (arrival > t) periods.push({ start: t, end: arrival, activity: 'DRIVE' });
    if (departure > arrival)
      periods.push({ start: arrival, end: departure, activity: stop.activity });
    t = Math.max(t, departure);
  }
  periods.push({ start: t, end: t + RULES_561.weeklyRestRegular, activity: 'REST' });
  return periods;
}

describe('POST /api/planner/route with includeBreaks (embedded engine)', () => {
  let env: AccountsRelay;
  let admin: string;
  const post = (body: unknown) =>
    env.api('/planner/route', {
      method: 'POST',
      token: admin,
      company: PADANI,
      body: JSON.stringify(body),
    });
  const breaksRoute = (plafond?: PlafondRequest, more = {}) =>
    truckRoute([VERONA, BARI], {
      timeConsideration: { mode: 'start', referenceTime: DEPARTURE },
      alternatives: 0,
      includeBreaks: true,
      ...(plafond ? { plafond } : {}),
      ...more,
    });

  beforeAll(async () => {
    env = await startAccountsRelay('pglite');
    admin = await env.signIn('admin');
  });
  afterAll(() => env?.close());

  it('answers 400 naming the plafond field or includeBreaks', async () => {
    const cases: [unknown, string][] = [
      [
        breaksRoute({ ...oneHourTenLeft, accumulatedDrivingTimeSinceLastBreak: -1 }),
        'plafond.accumulatedDrivingTimeSinceLastBreak',
      ],
      [
        breaksRoute({
          ...oneHourTenLeft,
          configurableWorkingHoursPreset:
            'forever' as PlafondRequest['configurableWorkingHoursPreset'],
        }),
        'plafond.configurableWorkingHoursPreset',
      ],
      [
        breaksRoute({ ...oneHourTenLeft, lastTimeTheDriverWorked: 'yesterday' }),
        'plafond.lastTimeTheDriverWorked',
      ],
      [{ ...breaksRoute(oneHourTenLeft), includeBreaks: 'yes' }, 'includeBreaks'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request', field });
    }
  });

  it('Verona -> Bari with 1 h 10 left: the break within 1 h 10, the rest at night, no infringement', async () => {
    const response = await post(breaksRoute(oneHourTenLeft));
    expect(response.status).toBe(200);
    const plan = (await response.json()) as RoutePlanResult;
    const stops = plan.shadowWaypoints ?? [];
    const [first] = stops;
    expect(first?.kind).toBe('break');
    // At a truck parking of the planner service (the embedded sample data) before the limit.
    expect(first?.parkingName).toBeTruthy();
    const breakAfter = epoch(first?.arrival) - epoch(DEPARTURE);
    expect(breakAfter).toBeLessThanOrEqual(70 * M);
    expect(breakAfter).toBeGreaterThanOrEqual(70 * M - TOUR_PLAN_DEFAULTS.parkingToleranceS);
    // Each stop is a parking near the road or the road's own point.
    const onRoute = placeCandidates(
      tourTimelineFromPlan(plan).points,
      stops.map((w) => ({ x: w.x, y: w.y, name: w.arrival })),
      TOUR_PLAN_DEFAULTS.maxOffRouteM,
    );
    expect(onRoute).toHaveLength(stops.length);
    const night = stops.find((s) => s.kind === 'daily_rest');
    const restStart = new Date(night?.arrival ?? '').getUTCHours();
    expect(restStart >= 18 || restStart < 2).toBe(true);
    const pauses = plan.events.flatMap((e: RouteEvent) =>
      e.eventType === 'TourEvent' && e.tourEventType !== 'SERVICE' ? [e.tourEventType] : [],
    );
    expect(pauses).toEqual(stops.map((s) => (s.kind === 'break' ? 'BREAK' : 'REST')));
    const paused = stops.reduce((s, w) => s + w.durationS, 0);
    expect(epoch(plan.etaWithRests) - epoch(plan.etaWithoutRests)).toBe(paused);
    expect(epoch(plan.etaWithoutRests) - epoch(DEPARTURE)).toBeCloseTo(plan.travelTime, 0);
    expect(plan.violatedPlafond).toBe(false);
    const schedule = scheduleOf(plan, oneHourTenLeft);
    const end = Math.max(...schedule.map((p) => p.end));
    expect(findInfringements({ periods: schedule, now: end, from: epoch(DEPARTURE) })).toEqual([]);
  });

  it('warns on the single-day preset when the tour does not fit the day', async () => {
    const single = { ...oneHourTenLeft, configurableWorkingHoursPreset: 'single_day' as const };
    const plan = (await (await post(breaksRoute(single))).json()) as RoutePlanResult;
    expect(plan.violatedPlafond).toBe(true);
    // The REST answer is the single day itself (issue 45): the day's stops, its reach, in words.
    expect(plan.shadowWaypoints?.some((w) => w.kind === 'daily_rest')).toBe(false);
    expect(plan).not.toHaveProperty('etaWithRests');
    expect(plan.dayReachM).toBeLessThan(plan.distance);
    expect(plan.dayMessage).toMatch(/^Il viaggio non sta in una sola giornata di lavoro\. /);
    const short = (await (
      await post(
        truckRoute([VERONA, { x: 11.3426, y: 44.4949 }], { includeBreaks: true, plafond: single }),
      )
    ).json()) as RoutePlanResult;
    expect(short.violatedPlafond).toBe(false);
    // Verona -> Bologna fits the day: only the break 1 h 10 on.
    expect(short.shadowWaypoints?.map((w) => w.kind)).toEqual(['break']);
  });

  it('plans a rested driver when the request carries no plafond, and nothing without includeBreaks', async () => {
    const rested = (await (
      await post(truckRoute([MILANO, NAPOLI], { includeBreaks: true, alternatives: 0 }))
    ).json()) as RoutePlanResult;
    expect(rested.travelTime).toBeGreaterThan(4.5 * H);
    expect(rested.shadowWaypoints?.[0]).toMatchObject({ kind: 'break', durationS: 45 * M });
    // After 4 h 30 of driving, or at a parking met in the last part of them.
    const breakAfter =
      epoch(rested.shadowWaypoints?.[0]?.arrival) - epoch(rested.waypoints[0]?.departure);
    expect(breakAfter).toBeLessThanOrEqual(4.5 * H);
    expect(breakAfter).toBeGreaterThanOrEqual(4.5 * H - TOUR_PLAN_DEFAULTS.parkingToleranceS);
    const plain = (await (await post(truckRoute([MILANO, NAPOLI]))).json()) as RoutePlanResult;
    expect(plain).not.toHaveProperty('shadowWaypoints');
    expect(plain).not.toHaveProperty('etaWithRests');
  });
});

describe('POST /api/planner/route with includeBreaks through ROUTING_URL (a recorded Valhalla)', () => {
  let valhalla: FakeValhalla;
  let env: AccountsRelay;
  let admin: string;

  beforeAll(async () => {
    valhalla = await startFakeValhalla();
    env = await startAccountsRelay('pglite', { ROUTING_URL: valhalla.url });
    admin = await env.signIn('admin');
  });
  afterAll(async () => {
    await env?.close();
    await valhalla?.close();
  });

  it("plans the breaks on Valhalla's route the same way", async () => {
    // 4 h 20 driven: the break is due 10 min after the departure.
    const tired = { ...oneHourTenLeft, accumulatedDrivingTimeSinceLastBreak: 4 * H + 20 * M };
    tired.accumulatedDrivingTimeSinceLastDailyRest = tired.accumulatedDrivingTimeSinceLastBreak;
    const response = await env.api('/planner/route', {
      method: 'POST',
      token: admin,
      company: PADANI,
      body: JSON.stringify(
        truckRoute([VERONA_RECORDED, INNSBRUCK], { includeBreaks: true, plafond: tired }),
      ),
    });
    expect(response.status).toBe(200);
    const plan = (await response.json()) as RoutePlanResult;
    expect(plan.provider).toBe('valhalla');
    const [first] = plan.shadowWaypoints ?? [];
    expect(first).toMatchObject({ kind: 'break', durationS: 45 * M });
    // At the limit, or at a parking of the planner service met before it.
    expect(epoch(first?.arrival) - epoch(plan.waypoints[0]?.departure)).toBeLessThanOrEqual(10 * M);
    expect(epoch(plan.etaWithRests) - epoch(plan.etaWithoutRests)).toBe(45 * M);
  });
});
