// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { toastsAtom } from '../toasts/toastAtoms.js';
import { passageFormAtom, passageSearchAtom } from './passageAtoms.js';
import { defaultPassageForm } from './passageForm.js';
import { PassageSearchForm } from './PassageSearchForm.js';

const ROME = 'Europe/Rome';
const gate = { label: '45.46, 9.19', lat: 45.46, lng: 9.19 };
const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
const text = () => dom.container.textContent ?? '';
const searchButton = () =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Search')!;
const render = () =>
  dom.render(
    <Provider store={store}>
      <PassageSearchForm timeZone={ROME} />
    </Provider>,
  );

beforeEach(() => {
  store = createStore();
  store.set(passageFormAtom, defaultPassageForm(Date.now(), ROME));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the passage search form', () => {
  it('enables Search once an address is chosen', () => {
    render();
    expect(searchButton().disabled).toBe(true);
    act(() =>
      store.set(passageFormAtom, { ...store.get(passageFormAtom), text: gate.label, place: gate }),
    );
    expect(searchButton().disabled).toBe(false);
  });

  it('says the search may take minutes after 10 s of loading, and no sooner', () => {
    vi.useFakeTimers();
    store.set(passageFormAtom, { ...store.get(passageFormAtom), text: gate.label, place: gate });
    render();
    const search = {
      place: gate,
      radiusKm: 0.1,
      start: '2026-03-09T23:00:00.000Z',
      end: '2026-03-10T22:59:59.999Z',
    };
    act(() =>
      store.set(passageSearchAtom, {
        status: 'loading',
        search,
        controller: new AbortController(),
      }),
    );
    expect(text()).toContain('Searching…');
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(text()).not.toContain('The search may take a few minutes');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(text()).toContain('The search may take a few minutes');
    act(() => store.set(passageSearchAtom, { status: 'ready', search, rows: [] }));
    expect(text()).not.toContain('The search may take a few minutes');
    expect(text()).toContain('No vehicles found');
  });

  it('refuses an interval over 24 hours in a toast, with no search', () => {
    const range = { start: '2026-03-09', startTime: '00:00', end: '2026-03-10', endTime: '23:59' };
    store.set(passageFormAtom, {
      ...store.get(passageFormAtom),
      text: gate.label,
      place: gate,
      range,
    });
    render();
    act(() => searchButton().click());
    expect(store.get(toastsAtom).at(-1)?.key).toBe('vehicle_passage.interval_too_long');
    expect(store.get(passageSearchAtom).status).toBe('idle');
  });
});
