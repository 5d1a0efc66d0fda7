// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedRouteSchema, type SavedRoute } from '@fleetdeck/shared';
import { writeSession } from '../../../app/session/session.js';
import { stubRelayFetch, type Call } from '../../../../test/fakeFetch.js';
import {
  deleteSavedRouteAtom,
  loadSavedRoutesAtom,
  savedRoutesListAtom,
  savedRouteToastAtom,
} from './savedRoutesAtoms.js';

const trip = (n: number): SavedRoute & { _id: string } => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Giro ${n}`,
  tollPenalty: 405,
  distanceTimeWeighting: 50,
  monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
  waypoints: [{ id: 1, coordinate: { referenceCoordinate: { x: 11, y: 45 }, label: `M${n}` } }],
});

/** The saved routes service in memory (newest first), as part 2 §7 says; `failDelete` a 500. */
function fakeRoutesRelay(count: number) {
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  const routes = Array.from({ length: count }, (_, i) => trip(count - i));
  const calls: Call[] = [];
  const state = { failDelete: false };
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  stubRelayFetch(calls, ({ method, path }) => {
    const url = new URL(path, 'http://relay');
    if (method === 'GET' && url.pathname === '/route') {
      const size = Number(url.searchParams.get('paginate'));
      const page = Number(url.searchParams.get('page'));
      const data = routes.slice(page * size, page * size + size);
      return json(200, { data, meta: { items: routes.length } });
    }
    if (method === 'DELETE') {
      if (state.failDelete) return json(500, { message: 'down' });
      const at = routes.findIndex((r) => url.pathname === `/route/${r._id}`);
      if (at < 0) return json(404, {});
      return json(200, { data: routes.splice(at, 1)[0] });
    }
    return json(404, {});
  });
  return { routes, calls, state };
}

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
    expect(store.get(savedRouteToastAtom)).toMatchObject({
      key: 'planner.savedroutes.success_deleted_route',
      kind: 'success',
    });
    await vi.waitFor(() => expect(store.get(savedRoutesListAtom).status).toBe('ready'));
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
    expect(store.get(savedRouteToastAtom)?.key).toBe('planner.savedroutes.error_deleted_route');
    expect(store.get(savedRoutesListAtom)).toMatchObject({ status: 'ready', items: 3 });
  });
});
