// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedRouteSchema } from '@fleetdeck/shared';
import { fakeRoutesRelay, trip } from '../../../../test/savedRoutesRelay.js';
import {
  deleteSavedRouteAtom,
  loadSavedRoutesAtom,
  savedRoutesListAtom,
} from './savedRoutesAtoms.js';
import { toastsAtom } from '../../toasts/toastAtoms.js';

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  store = createStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the saved routes list', () => {
  it('asks for pages of 10 (0-based on the wire) and keeps the count', async () => {
    const relay = fakeRoutesRelay(11);
    await store.set(loadSavedRoutesAtom, 2);
    const list = store.get(savedRoutesListAtom);
    expect(list).toMatchObject({ status: 'ready', page: 2, items: 11 });
    expect(list.status === 'ready' && list.routes.map((r) => r.title)).toEqual(['Giro 1']);
    expect(relay.calls.map((c) => c.path)).toEqual(['/route?paginate=10&page=1']);
    expect(list.status === 'ready' && savedRouteSchema.safeParse(list.routes[0]).success).toBe(
      true,
    );
  });

  it('after deleting the last one of the last page, shows the page before it', async () => {
    const relay = fakeRoutesRelay(11);
    await store.set(loadSavedRoutesAtom, 2);
    expect(await store.set(deleteSavedRouteAtom, trip(1)._id)).toBe(true);
    expect(store.get(toastsAtom).at(-1)).toMatchObject({
      key: 'planner.savedroutes.success_deleted_route',
      kind: 'success',
    });
    await vi.waitFor(() => expect(store.get(savedRoutesListAtom).status).toBe('ready'), {
      timeout: 10_000,
    });
    const list = store.get(savedRoutesListAtom);
    expect(list).toMatchObject({ page: 1, items: 10 });
    expect(list.status === 'ready' && list.routes).toHaveLength(10);
    expect(relay.routes).toHaveLength(10);
  });

  it('a refused delete says so and keeps the list', async () => {
    const relay = fakeRoutesRelay(3);
    await store.set(loadSavedRoutesAtom, 1);
    relay.state.failDelete = true;
    expect(await store.set(deleteSavedRouteAtom, trip(2)._id)).toBe(false);
    expect(store.get(toastsAtom).at(-1)?.key).toBe('planner.savedroutes.error_deleted_route');
    expect(store.get(savedRoutesListAtom)).toMatchObject({ status: 'ready', items: 3 });
  });
});
