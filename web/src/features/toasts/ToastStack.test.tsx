// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GeofenceEvent } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../test/domHarness.js';
import { showCrossingToastAtom, showToastAtom, toastsAtom } from './toastAtoms.js';
import { ToastStack } from './ToastStack.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
beforeEach(() => {
  store = createStore();
});
const render = () =>
  dom.render(
    <Provider store={store}>
      <ToastStack />
    </Provider>,
  );
const toasts = () => [...dom.container.querySelectorAll('.toast')].map((e) => e.textContent);
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
const entry = (truck: number): GeofenceEvent => ({
  id: truck,
  poi_id: 7,
  poi_description: 'Deposito Verona',
  truck_id: truck,
  plate: `AB${truck}`,
  kind: 'entry',
  at: '2026-12-01T10:00:00Z',
  lat: 45.4,
  lng: 11,
});

describe('the toast stack on screen', () => {
  it('shows three, opens the rest from "+N more", and closes one by Esc', () => {
    render();
    act(() => {
      for (const key of ['tags.added', 'tags.updated', 'tags.deleted', 'tags.add_error']) {
        store.set(showToastAtom, { source: 'tags', kind: 'success', key });
      }
    });
    expect(toasts()).toEqual([
      'Tag updated successfully',
      'Tag deleted successfully',
      'Error when adding the tag',
    ]);
    act(() => button('+1 more notification')!.click());
    expect(toasts()).toHaveLength(4);
    expect(button('Show fewer')?.getAttribute('aria-expanded')).toBe('true');
    const first = dom.container.querySelector<HTMLElement>('.toast button')!;
    act(() => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(toasts()).toHaveLength(3);
    expect(store.get(toastsAtom).map((t) => t.key)).toEqual([
      'tags.updated',
      'tags.deleted',
      'tags.add_error',
    ]);
  });

  it('grows one geofence toast per POI as trucks come in', () => {
    render();
    act(() => {
      for (const truck of [1, 2, 3, 4, 5]) store.set(showCrossingToastAtom, entry(truck));
    });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatch(/^Entered Deposito Verona: AB5, AB4 and 3 more · \d\d:\d\d:\d\d/);
    expect(button('Follow AB5 on the map')).toBeDefined();
  });
});
