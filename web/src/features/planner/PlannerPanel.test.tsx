// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReachableAreasRequest, RouteRequest } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../test/domHarness.js';
import { fakePlannerRelay } from '../../../test/plannerRelay.js';
import { plannerFormAtom, planStateAtom, shownRouteAtom } from './plannerAtoms.js';
import { defaultForm } from './plannerForm.js';
import { PlannerPanel } from './PlannerPanel.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
const text = () => dom.container.textContent ?? '';
const buttons = () => [...document.querySelectorAll('button')];
const button = (name: string | RegExp) =>
  buttons().find((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const stage = (n: number) =>
  [...dom.container.querySelectorAll<HTMLInputElement>('input[role="combobox"]')][n - 1];
const byLabel = (label: string) => {
  const found = [...dom.container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  return (found?.querySelector('input') ??
    (found?.htmlFor ? document.getElementById(found.htmlFor) : null)) as HTMLInputElement;
};
function type(element: HTMLInputElement, value: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  act(() => {
    element.focus();
    descriptor?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (target: Element | undefined) => act(() => (target as HTMLElement).click());
const render = () =>
  dom.render(
    <Provider store={store}>
      <PlannerPanel onClose={() => {}} />
    </Provider>,
  );

/** Picks the first suggestion for a place name typed in stage `n`. */
async function pick(n: number, name: string) {
  type(stage(n) as HTMLInputElement, name);
  const option = await vi.waitFor(
    () => {
      const found = document.querySelector('[role="option"]');
      if (!found?.textContent?.startsWith(name)) throw new Error(`no suggestion for ${name}`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  press(option);
}

beforeEach(() => {
  store = createStore();
  store.set(plannerFormAtom, defaultForm(new Date('2026-11-26T08:00:00')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the planner panel', () => {
  it('with fewer than two stages reads "complete step 2", flashes step 2 and sends nothing', () => {
    const relay = fakePlannerRelay();
    render();
    const calculate = button('Complete step 2');
    expect(calculate).toBeDefined();
    press(calculate);
    expect(text()).toContain('At least 2 stages are needed');
    expect(dom.container.querySelector('.planner-step[data-flash]')).not.toBeNull();
    expect(relay.posted('/planner/route')).toEqual([]);
  });

  it('plans a route from a suggestion and typed coordinates, with its figures and alternatives', async () => {
    const relay = fakePlannerRelay();
    render();
    await pick(1, 'Milano');
    expect(stage(1)?.value).toBe('Milano, Italia');
    // Coordinates are taken as they are: no location request for them.
    const searches = () => relay.calls.filter((c) => c.path.startsWith('/planner/locations'));
    const before = searches().length;
    type(stage(2) as HTMLInputElement, '40.8518, 14.2681');
    await vi.waitFor(() => expect(button('Calculate route')).toBeDefined(), { timeout: 10_000 });
    expect(searches()).toHaveLength(before);

    press(button('Calculate route'));
    await vi.waitFor(() => expect(text()).toContain('Total cost'), { timeout: 10_000 });
    const [sent] = relay.posted('/planner/route') as RouteRequest[];
    expect(sent).toMatchObject({
      waypoints: [
        { x: 9.19, y: 45.4642, label: 'Milano, Italia' },
        { x: 14.2681, y: 40.8518 },
      ],
      tollPenalty: 405,
      distanceTimeWeighting: 50,
      monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
      profile: { height: 400, totalPermittedWeight: 40000, numberOfAxles: 5 },
      timeConsideration: { mode: 'start' },
    });
    const distance = () => dom.container.querySelector('[data-testid="planner-distance"]');
    expect(distance()?.textContent).toMatch(/^\d+,\d{2} km$/);
    // The stand-in's 2000 s delay is over 1800 s: shown, in red.
    expect(dom.container.querySelector('.planner-delay')?.getAttribute('data-level')).toBe('red');
    expect(text()).toContain('estimates');
    const best = distance()?.textContent;
    press(button(/^Alternative route 1/));
    expect(store.get(shownRouteAtom)).toBe(1);
    expect(distance()?.textContent).not.toBe(best);

    // Edit goes back to the form with its stages; the result is cleared.
    press(button('Edit route'));
    expect(store.get(planStateAtom)).toEqual({ status: 'idle' });
    expect(stage(1)?.value).toBe('Milano, Italia');
  });

  it('shows a refusal in a danger alert, and a network failure only stops loading', async () => {
    const relay = fakePlannerRelay();
    render();
    type(stage(1) as HTMLInputElement, '45.4642, 9.19');
    type(stage(2) as HTMLInputElement, '40.1, -12.5');
    await vi.waitFor(() => expect(button('Calculate route')).toBeDefined(), { timeout: 10_000 });
    press(button('Calculate route'));
    const alert = await vi.waitFor(
      () => {
        const found = dom.container.querySelector('[role="alert"][data-kind="danger"]');
        if (!found) throw new Error('no alert yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(alert.textContent).toContain('An error occurred during the calculation of the route');
    expect(alert.textContent).toContain('No road reaches waypoint 2');

    type(stage(2) as HTMLInputElement, '40.8518, 14.2681');
    await vi.waitFor(() => expect(button('Calculate route')).toBeDefined(), { timeout: 10_000 });
    relay.failNextRoute('network');
    press(button('Calculate route'));
    await vi.waitFor(() => expect(store.get(planStateAtom)).toEqual({ status: 'idle' }), {
      timeout: 10_000,
    });
    expect(dom.container.querySelector('[role="alert"][data-kind="danger"]')).toBeNull();
    expect(button('Calculate route')?.disabled).toBe(false);
  });

  it('asks for reachable areas in seconds with the spec mode and direction, with a legend', async () => {
    const relay = fakePlannerRelay();
    render();
    press(dom.container.querySelector('input[value="reachable_areas"]') ?? undefined);
    type(stage(1) as HTMLInputElement, '45.4384, 10.9916');
    const minutes = byLabel('Area 1 (minutes)');
    type(minutes, '120');
    await vi.waitFor(() => expect(button('Calculate reachable areas')?.disabled).toBe(false), {
      timeout: 10_000,
    });
    press(button('Calculate reachable areas'));
    await vi.waitFor(
      () =>
        expect(dom.container.querySelector('[data-testid="planner-areas-legend"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const [sent] = relay.posted('/planner/reachable-areas') as ReachableAreasRequest[];
    expect(sent).toMatchObject({
      horizons: [7200],
      calculationMode: 'PERFORMANCE',
      drivingDirection: 'OUTBOUND',
      waypoint: { x: 10.9916, y: 45.4384 },
    });
    expect(text()).toContain('Within 2 h 00 min');
  });

  it('a reachable-area time below one minute keeps the button disabled', () => {
    fakePlannerRelay();
    render();
    press(dom.container.querySelector('input[value="reachable_areas"]') ?? undefined);
    type(stage(1) as HTMLInputElement, '45.4384, 10.9916');
    type(byLabel('Area 1 (minutes)'), '0');
    expect(button('Calculate reachable areas')?.disabled).toBe(true);
  });

  it('moves a stage with the arrow keys on its handle, and Enter in the last stage calculates', async () => {
    const relay = fakePlannerRelay();
    render();
    type(stage(1) as HTMLInputElement, '45.4642, 9.19');
    type(stage(2) as HTMLInputElement, '40.8518, 14.2681');
    await vi.waitFor(() => expect(button('Calculate route')).toBeDefined(), { timeout: 10_000 });
    const handle = button('Move stage 1') as HTMLButtonElement;
    act(() => {
      handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(stage(1)?.value).toBe('40.8518, 14.2681');
    expect(stage(2)?.value).toBe('45.4642, 9.19');
    act(() => {
      stage(2)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await vi.waitFor(() => expect(relay.posted('/planner/route')).toHaveLength(1), {
      timeout: 10_000,
    });
    const [sent] = relay.posted('/planner/route') as RouteRequest[];
    expect(sent?.waypoints.map((w) => w.label)).toEqual(['40.8518, 14.2681', '45.4642, 9.19']);
  });
});
