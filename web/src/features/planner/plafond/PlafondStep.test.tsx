// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteRequest } from '@fleetdeck/shared';
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
    const load = await vi.waitFor(() => {
      const found = button('Add breaks and rests');
      if (!found) throw new Error('no result yet');
      return found;
    });
    press(load);
    await vi.waitFor(() => expect(relay.posted('/planner/route')).toHaveLength(2));
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
