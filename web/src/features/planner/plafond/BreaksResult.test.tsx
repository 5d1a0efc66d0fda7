// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoutePlanResult, ShadowWaypoint } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../../test/domHarness.js';
import { breaksStateAtom } from './breaksAtoms.js';
import { BreaksResult } from './BreaksResult.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;

const pause = (extra: Partial<ShadowWaypoint>): ShadowWaypoint => ({
  kind: 'daily_rest',
  rest: 'reduced_daily_rest',
  x: 9.19,
  y: 45.46,
  arrival: '2026-11-24T06:00:00Z',
  departure: '2026-11-24T06:01:00Z',
  durationS: 60,
  distanceFromStart: 0,
  ...extra,
});

/** A planned route whose only figures the breaks section reads are its pauses and ETAs. */
function planned(pauses: ShadowWaypoint[]): RoutePlanResult {
  return {
    shadowWaypoints: pauses,
    etaWithRests: '2026-11-24T14:53:00Z',
    etaWithoutRests: '2026-11-24T14:52:00Z',
    violatedPlafond: false,
  } as RoutePlanResult;
}

function show(result: RoutePlanResult) {
  store.set(breaksStateAtom, {
    status: 'loaded',
    of: result,
    preset: 'multiple_days',
    rested: false,
  });
  dom.render(
    <Provider store={store}>
      <BreaksResult result={result} />
    </Provider>,
  );
}

beforeEach(() => {
  store = createStore();
});

describe('the planned breaks and rests', () => {
  it('says a rest at departure continues the one under way, and how much was taken', () => {
    show(planned([pause({ continuesRestS: 8 * 3600 + 59 * 60 })]));
    const row = dom.container.querySelector('[data-testid="planner-pause-continues"]');
    expect(row?.textContent).toBe(
      'Continues the rest begun before departure (8 h 59 min already taken)',
    );
  });

  it("shows the relay's single day as it came when the trip does not fit", () => {
    // The relay's answer: the day's stops only, the reach, no arrival with the rests.
    const { etaWithRests: _, ...day } = planned([]);
    const result = { ...day, distance: 813_450, violatedPlafond: true, dayReachM: 412_000 };
    store.set(breaksStateAtom, {
      status: 'loaded',
      of: result,
      preset: 'single_day',
      rested: false,
    });
    dom.render(
      <Provider store={store}>
        <BreaksResult result={result} />
      </Provider>,
    );
    expect(
      dom.container.querySelector('[data-testid="planner-single-day-reach"]')?.textContent,
    ).toBe("One working day reaches 412.00 km of the route's 813.45 km; then a daily rest is due.");
    // Said plainly, with no arrival with the rests (issue 45).
    expect(
      dom.container.querySelector('[data-testid="planner-single-day-no-fit"] strong')?.textContent,
    ).toBe('This trip does not fit in one working day.');
    expect(dom.container.querySelector('[data-testid="planner-eta-with-rests"]')).toBeNull();
    expect(dom.container.querySelector('[data-testid="planner-breaks"]')).toBeNull();
  });

  it("lists a team's changes of driver among the breaks, with the driver and the place", () => {
    const result = {
      ...planned([pause({ arrival: '2026-11-24T20:00:00Z', distanceFromStart: 900_000 })]),
      handovers: [
        {
          x: 9.19,
          y: 45.46,
          at: '2026-11-24T10:30:00Z',
          distanceFromStart: 360_000,
          driver: 2 as const,
          parkingName: 'Area di servizio Secchia',
        },
        {
          x: 9.2,
          y: 45.4,
          at: '2026-11-24T15:00:00Z',
          distanceFromStart: 720_000,
          driver: 1 as const,
        },
      ],
    };
    show(result);
    const rows = [...dom.container.querySelectorAll('[data-testid="planner-breaks"] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual([
      'handover',
      'handover',
      'daily_rest',
    ]);
    expect(rows[0]?.querySelector('th')?.textContent).toBe(
      'Change of driver: Driver 2 drivesArea di servizio Secchia',
    );
    expect(rows[1]?.querySelector('th')?.textContent).toContain(
      'Change of driver: Driver 1 drives',
    );
    expect(rows[1]?.querySelector('th')?.textContent).toContain('Route point 720');
    // 10:30 UTC in the user's zone (Europe/Rome).
    expect(rows[0]?.querySelector('time')?.textContent).toBe('24/11 11:30');
  });

  it('lists a wait before a driving ban in route order, with the country, the ban and its end', () => {
    const result = {
      ...planned([pause({ arrival: '2026-11-29T22:00:00Z', distanceFromStart: 400_000 })]),
      banWaits: [
        {
          x: 9.19,
          y: 45.46,
          arrival: '2026-11-29T09:00:00Z',
          departure: '2026-11-29T21:00:00Z',
          durationS: 12 * 3600,
          distanceFromStart: 0,
          country: 'IT',
          ban: 'sunday' as const,
        },
      ],
    };
    show(result);
    const rows = [...dom.container.querySelectorAll('[data-testid="planner-breaks"] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['ban_wait', 'daily_rest']);
    expect(rows[0]?.querySelector('th')?.textContent).toContain('Driving ban (IT): Sunday');
    // The ban's end in the user's zone (Europe/Rome): 22:00.
    expect(dom.container.querySelector('[data-testid="planner-ban-until"]')?.textContent).toBe(
      'Waiting until 29/11 22:00',
    );
    expect(rows[0]?.querySelectorAll('td')[1]?.textContent).toBe('12 h 00 min');
  });

  it('names the Channel Tunnel’s rail shuttle a rail shuttle in the table, and a ship a ferry', () => {
    const crossing = (kind: 'ferry' | 'rail_shuttle', arrival: string) => ({
      x: 1.81,
      y: 50.93,
      arrival,
      departure: arrival,
      durationS: 95 * 60,
      distanceFromStart: 1_200_000,
      name: '',
      fromPort: kind === 'ferry' ? 'Calais' : 'Coquelles',
      toPort: kind === 'ferry' ? 'Dover' : 'Folkestone',
      fromCountry: 'FR',
      toCountry: 'GB',
      boardingS: 3600,
      crossingS: 2100,
      kind,
      dailyRest: false,
      restAshoreS: 0,
    });
    show({
      ...planned([]),
      ferryCrossings: [
        crossing('rail_shuttle', '2026-11-24T10:00:00Z'),
        crossing('ferry', '2026-11-25T10:00:00Z'),
      ],
    });
    const rows = [...dom.container.querySelectorAll('[data-testid="planner-breaks"] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-ferry-kind'))).toEqual(['rail_shuttle', 'ferry']);
    expect(rows[0]?.querySelector('th')?.textContent).toBe('🚆Rail shuttle Coquelles → Folkestone');
    expect(rows[1]?.querySelector('th')?.textContent).toBe('⛴Ferry Calais → Dover');
  });

  it('says nothing of the kind for a rest planned on the way', () => {
    show(planned([pause({ distanceFromStart: 412_000, durationS: 9 * 3600 })]));
    expect(dom.container.querySelector('[data-testid="planner-breaks"]')).not.toBeNull();
    expect(dom.container.querySelector('[data-testid="planner-pause-continues"]')).toBeNull();
  });
});

/** A plain route of `hours` of driving (one 30-minute job on the way) before any plan. */
function plain(hours: number): RoutePlanResult {
  const service = 1800;
  return {
    travelTime: hours * 3600 + service,
    waypoints: [
      { x: 0, y: 0, arrival: '2026-11-24T06:00:00Z', departure: '2026-11-24T06:00:00Z' },
      { x: 1, y: 1, arrival: '2026-11-24T08:00:00Z', departure: '2026-11-24T08:30:00Z' },
      { x: 2, y: 2, arrival: '2026-11-24T16:00:00Z', departure: '2026-11-24T16:00:00Z' },
    ],
  } as RoutePlanResult;
}

function calculate(result: RoutePlanResult) {
  dom.render(
    <Provider store={store}>
      <BreaksResult result={result} />
    </Provider>,
  );
  return dom.container.querySelector('[data-testid="planner-limit-need"]')?.textContent ?? null;
}

describe('the driving-time check of a plain calculation', () => {
  it('says a break is due when the trip drives past 4 h 30 min, the job not counted', () => {
    expect(calculate(plain(5))).toBe(
      'This trip needs 5 h 00 min of driving: a break is due within 4 h 30 min. Add breaks and rests to plan it.',
    );
  });

  it('says nothing when the trip fits', () => {
    expect(calculate(plain(4.4))).toBeNull();
  });

  it('goes once the breaks and rests are planned', () => {
    const result = plain(5);
    expect(calculate(result)).not.toBeNull();
    const planned = { ...result, shadowWaypoints: [] };
    store.set(breaksStateAtom, {
      status: 'loaded',
      of: planned,
      preset: 'multiple_days',
      rested: false,
    });
    expect(calculate(planned)).toBeNull();
    expect(dom.container.querySelector('[aria-label="Breaks and rests"]')).not.toBeNull();
  });
});
