// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutePlanResult, RouteRequest, ShadowWaypoint } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../../test/domHarness.js';
import { fakePlannerRelay } from '../../../../test/plannerRelay.js';
import { writeSession } from '../../../app/session/session.js';
import { plannerFormAtom } from '../plannerAtoms.js';
import { defaultForm } from '../plannerForm.js';
import { PlannerPanel } from '../PlannerPanel.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
const text = () => dom.container.textContent ?? '';
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const input = (label: string) => {
  const found = [...dom.container.querySelectorAll('label')].find(
    (l) => l.textContent?.trim() === label,
  );
  return (found?.querySelector('input') ??
    (found?.htmlFor ? document.getElementById(found.htmlFor) : null)) as HTMLInputElement | null;
};
function type(element: HTMLInputElement, value: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  act(() => {
    descriptor?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (target: Element | null | undefined) => act(() => (target as HTMLElement).click());

/** The signed-in user with every feature, and `planner_plafond` as given. */
function signIn(plafond: boolean) {
  const relay = fakePlannerRelay();
  writeSession({
    sso_token: 'tok',
    params: { Azienda: 1 },
    rules: [{ action: 'manage', subject: 'all' }],
    rules_loaded: true,
    licenses: { planner: { planner: true, planner_plafond: plafond } },
  });
  return relay;
}
const render = () =>
  dom.render(
    <Provider store={store}>
      <PlannerPanel onClose={() => {}} />
    </Provider>,
  );
const STEP = 'Driving time settings';

beforeEach(() => {
  store = createStore();
  store.set(plannerFormAtom, defaultForm(new Date('2026-11-26T08:00:00')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the driving-time step of the planner', () => {
  it('is not offered without the planner_plafond permission', () => {
    signIn(false);
    render();
    expect(button(STEP)).toBeUndefined();
    expect(text()).not.toContain('Consider driving times');
  });

  it('offers the toggle, then the preset (multiple days first) and the hours, each checked in words', () => {
    signIn(true);
    render();
    press(button(STEP));
    const toggle = input('Consider driving times');
    expect(toggle?.checked).toBe(false);
    expect(input('Driving since the last break (h)')).toBeNull();
    press(toggle);
    expect(store.get(plannerFormAtom).routeInfo.includePlafond).toBe(true);
    const preset = dom.container.querySelector<HTMLSelectElement>('.plafond-step select');
    expect(preset?.value).toBe('multiple_days');
    expect([...(preset?.options ?? [])].map((o) => o.value)).toEqual([
      'single_day',
      'long_single_day',
      'multiple_days',
      'team_and_multiple_days',
    ]);
    const sinceBreak = input('Driving since the last break (h)');
    if (!sinceBreak) throw new Error('no driving-since-break field');
    type(sinceBreak, 'abc');
    expect(text()).toContain('Enter a number of hours from 0 to 30');
    expect(sinceBreak.getAttribute('aria-invalid')).toBe('true');
    type(sinceBreak, '2');
    expect(text()).toContain('Cannot exceed the driving since the last daily rest');
    type(sinceBreak, '0');
    expect(text()).not.toContain('Cannot exceed');
  });
});

describe('Load breaks and rests', () => {
  it('re-requests the route with includeBreaks and the step in seconds, without alternatives', async () => {
    const relay = signIn(true);
    store.set(plannerFormAtom, {
      ...defaultForm(new Date('2026-11-26T08:00:00')),
      routeInfo: { ...defaultForm().routeInfo, includePlafond: true },
      waypoints: [
        { id: 'a', coordinate: { label: 'Verona', referenceCoordinate: { x: 10.99, y: 45.44 } } },
        { id: 'b', coordinate: { label: 'Bologna', referenceCoordinate: { x: 11.34, y: 44.49 } } },
      ],
    });
    render();
    press(button(STEP));
    const field = (label: string, value: string) => {
      const found = input(label);
      if (!found) throw new Error(`no field ${label}`);
      type(found, value);
    };
    field('Driving since the last break (h)', '3,5');
    field('Driving since the last daily rest (h)', '5');
    field('Duty since the last daily rest (h)', '6.25');
    press(button('Calculate route'));
    const load = await vi.waitFor(
      () => {
        const found = button('Add breaks and rests');
        if (!found) throw new Error('no result yet');
        return found;
      },
      { timeout: 10_000 },
    );
    press(load);
    await vi.waitFor(() => expect(relay.posted('/planner/route')).toHaveLength(2), {
      timeout: 10_000,
    });
    const [plain, breaks] = relay.posted('/planner/route') as RouteRequest[];
    expect(plain?.includeBreaks).toBeUndefined();
    expect(breaks).toMatchObject({
      includeBreaks: true,
      alternatives: 0,
      plafond: {
        configurableWorkingHoursPreset: 'multiple_days',
        accumulatedDrivingTimeSinceLastBreak: 3.5 * 3600,
        accumulatedDrivingTimeSinceLastDailyRest: 5 * 3600,
        accumulatedTravelTimeSinceLastDailyRest: 6.25 * 3600,
      },
    });
  });
});

/** The relay's breaks answer over the stand-in's route: two pauses and the single-day flag. */
function withPlannedBreaks() {
  const inner = globalThis.fetch;
  const pause = (kind: ShadowWaypoint['kind'], at: string, parkingName?: string) => ({
    kind,
    rest: kind === 'break' ? ('break' as const) : ('regular_daily_rest' as const),
    x: 11,
    y: 45,
    arrival: at,
    departure: at,
    durationS: kind === 'break' ? 2700 : 11 * 3600,
    distanceFromStart: 98_000,
    ...(parkingName ? { parkingName } : {}),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const response = await inner(url, init);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as RouteRequest) : null;
    if (!body?.includeBreaks) return response;
    const result = (await response.json()) as RoutePlanResult;
    const planned: RoutePlanResult = {
      ...result,
      shadowWaypoints: [
        pause('break', '2026-11-26T09:10:00Z', 'Area di servizio Secchia Est'),
        pause('daily_rest', '2026-11-26T19:00:00Z'),
      ],
      etaWithRests: '2026-11-27T08:00:00Z',
      etaWithoutRests: '2026-11-26T20:15:00Z',
      violatedPlafond: body.plafond?.configurableWorkingHoursPreset === 'single_day',
    };
    return new Response(JSON.stringify(planned), { status: 200 });
  });
}

describe('the breaks and rests of a result', () => {
  async function loadFor(preset: string | null) {
    signIn(true);
    withPlannedBreaks();
    store.set(plannerFormAtom, {
      ...defaultForm(new Date('2026-11-26T08:00:00')),
      routeInfo: { ...defaultForm().routeInfo, includePlafond: preset !== null },
      waypoints: [
        { id: 'a', coordinate: { label: 'Verona', referenceCoordinate: { x: 10.99, y: 45.44 } } },
        { id: 'b', coordinate: { label: 'Bologna', referenceCoordinate: { x: 11.34, y: 44.49 } } },
      ],
    });
    render();
    if (preset) {
      press(button(STEP));
      const select = dom.container.querySelector<HTMLSelectElement>('.plafond-step select');
      act(() => {
        if (select) select.value = preset;
        select?.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
    press(button('Calculate route'));
    press(
      await vi.waitFor(() => button('Add breaks and rests') ?? Promise.reject(new Error()), {
        timeout: 10_000,
      }),
    );
    await vi.waitFor(
      () => {
        if (!dom.container.querySelector('[data-testid="planner-breaks"]'))
          throw new Error('no list');
      },
      { timeout: 10_000 },
    );
  }

  it('lists each pause with its parking or route point, and both arrivals', async () => {
    await loadFor('multiple_days');
    const rows = [...dom.container.querySelectorAll('[data-testid="planner-breaks"] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['break', 'daily_rest']);
    expect(rows[0]?.textContent).toContain('Area di servizio Secchia Est');
    expect(rows[0]?.textContent).toContain('45 min');
    expect(rows[1]?.textContent).toContain('Route point 98,00 km from the start');
    expect(rows[1]?.textContent).toContain('11 h 00 min');
    const eta = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(eta('planner-eta-with-rests')).toMatch(/^27\/11\/2026 \d\d:00$/);
    expect(eta('planner-eta-without-rests')).toMatch(/^26\/11\/2026 \d\d:15$/);
    expect(text()).not.toContain("The chosen route exceeds the driver's driving limits");
    expect(button('Add breaks and rests')).toBeUndefined();
  });

  it('warns on the single-day preset, plainly: the trip does not fit in the day', async () => {
    await loadFor('single_day');
    expect(dom.container.querySelector('[role="alert"] strong')?.textContent).toBe(
      'This trip does not fit in one working day.',
    );
    expect(dom.container.querySelector('[role="alert"] p')?.textContent).toBe(
      "The chosen route exceeds the driver's driving limits",
    );
  });

  it('plans a rested driver when the step is off, and says so', async () => {
    await loadFor(null);
    expect(text()).toContain('Rested driver: driving times are not considered');
  });
});
