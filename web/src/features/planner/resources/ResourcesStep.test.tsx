// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../../test/domHarness.js';
import { stubRelayFetch, type Call } from '../../../../test/fakeFetch.js';
import { writeSession } from '../../../app/session/session.js';
import { focusedTruckIdAtom } from '../../../map/selectionAtoms.js';
import { plannerFormAtom, resetPlannerAtom } from '../plannerAtoms.js';
import { defaultForm, placedWaypoint } from '../plannerForm.js';
import { resourceFormAtom } from './resourceAtoms.js';
import { resourceSearchAtom } from './resourceState.js';
import type { FoundResource } from './resourceModel.js';
import { ResourcesStep } from './ResourcesStep.js';
import { defaultSearchForm } from './resourceSearch.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
let calls: Call[];
const VERONA = { lat: 45.4384, lng: 10.9916 };

/** 23 parkings "Area di servizio Verona <n>" (29+ characters: every title is cut). */
const ALL: FoundResource[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  type: 'parking',
  name: `Area di servizio Verona ${i + 1}`,
  coordinate: { x: 10.9 + i / 100, y: 45.4 },
  reference: { number_of_parking_spots: 20 + i },
  distance: 1000 * (i + 1),
}));

function relay() {
  stubRelayFetch(calls, ({ path }) => {
    const query = new URLSearchParams(path.split('?')[1]);
    const page = Number(query.get('page'));
    const empty = query.get('radius') === '1';
    const parkings = empty ? [] : ALL.slice(page * 10, page * 10 + 10);
    return Promise.resolve(
      Response.json({
        data: { stations: [], parkings },
        meta: {
          sample: true,
          provider: 'embedded',
          page,
          perPage: 10,
          items: { stations: 0, parkings: empty ? 0 : ALL.length },
        },
      }),
    );
  });
}

const buttons = () => [...dom.container.querySelectorAll('button')];
const button = (label: string) =>
  buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label);
const press = (target: Element | undefined) => act(() => (target as HTMLElement).click());
const titles = () =>
  [...dom.container.querySelectorAll('.resources-item strong')].map((s) => s.textContent);
const until = <T,>(check: () => T | undefined) =>
  vi.waitFor(
    () => {
      const value = check();
      if (value === undefined || value === false) throw new Error('not yet');
      return value;
    },
    { timeout: 3000, interval: 10 },
  );

beforeEach(() => {
  calls = [];
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  store = createStore();
  const form = defaultForm();
  const [first, second] = form.waypoints;
  if (!first || !second) throw new Error('two stages expected');
  form.waypoints = [placedWaypoint(first, 'Verona', VERONA), second];
  store.set(plannerFormAtom, form);
  store.set(resourceFormAtom, defaultSearchForm(['parking']));
  relay();
  dom.render(
    <Provider store={store}>
      <ResourcesStep />
    </Provider>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the resource search step', () => {
  it('lists 10 a page with truncated titles, and pages through the rest', async () => {
    press(button('Search'));
    await until(() => titles().length === 10);
    expect(calls[0]?.path).toMatch(/^\/planner\/service\?lat=45\.438400&lng=10\.991600&radius=10/);
    expect(titles()[0]).toBe('Area di servizio Ver…');
    expect(dom.container.textContent).toContain('Page 1 of 3');
    expect(dom.container.textContent).toContain('Sample data');
    // The form collapsed to its summary.
    expect(button('Search')).toBeUndefined();
    expect(button('Edit search')).toBeDefined();

    press(button('Next'));
    await until(() => dom.container.textContent?.includes('Page 2 of 3'));
    expect(new URLSearchParams(calls.at(-1)?.path.split('?')[1]).get('page')).toBe('1');
    expect(titles()[0]).toBe('Area di servizio Ver…');
    press(button('Next'));
    await until(() => titles().length === 3);
    expect(button('Next')?.disabled).toBe(true);
  });

  it('focuses one resource at a time; focusing it again unfocuses it', async () => {
    press(button('Search'));
    await until(() => titles().length === 10);
    const focus = (n: number) => focusButtons()[n];
    const focusButtons = () => [...dom.container.querySelectorAll('button[aria-pressed]')];
    const pressed = () =>
      focusButtons().flatMap((b, i) => (b.getAttribute('aria-pressed') === 'true' ? [i] : []));
    store.set(focusedTruckIdAtom, 7);
    press(focus(0));
    expect(pressed()).toEqual([0]);
    // The map no longer follows the vehicle: one vehicle or resource focused at a time.
    expect(store.get(focusedTruckIdAtom)).toBeUndefined();
    press(focus(3));
    expect(pressed()).toEqual([3]);
    press(focus(3));
    expect(pressed()).toEqual([]);
  });

  it('a resource taken as a waypoint becomes stage 2 with its type and itself', async () => {
    press(button('Search'));
    await until(() => titles().length === 10);
    const use = [...dom.container.querySelectorAll('button')].filter((b) =>
      b.getAttribute('aria-label')?.startsWith('Use '),
    );
    press(use[1]);
    const stage = store.get(plannerFormAtom).waypoints[1];
    expect(stage?.coordinate).toMatchObject({
      label: 'Area di servizio Verona 2',
      resourceType: 'parking',
      referenceCoordinate: ALL[1]?.coordinate,
    });
    expect(stage?.searchInfo).toMatchObject({ areaUnit: 'km', areaValue: 10 });
  });

  it("the planner's reset clears the resources found", async () => {
    press(button('Search'));
    await until(() => titles().length === 10);
    act(() => store.set(resetPlannerAtom));
    expect(store.get(resourceSearchAtom).status).toBe('idle');
    expect(titles()).toEqual([]);
  });

  it('an empty search says so; retry shows the form again', async () => {
    store.set(resourceFormAtom, { ...defaultSearchForm(['parking']), radiusKm: 1 });
    press(button('Search'));
    await until(() => dom.container.textContent?.includes('Empty search'));
    press(button('Try again'));
    expect(store.get(resourceSearchAtom).status).toBe('idle');
    expect(button('Search')).toBeDefined();
  });
});
