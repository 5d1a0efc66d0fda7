import type { SavedRoute } from '@fleetdeck/shared';
import { writeSession } from '../src/app/session/session.js';
import { stubRelayFetch, type Call } from './fakeFetch.js';

/** A saved trip `Giro n` with one stop `Mn`. */
export const trip = (n: number): SavedRoute & { _id: string } => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Giro ${n}`,
  tollPenalty: 405,
  distanceTimeWeighting: 50,
  monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
  waypoints: [{ id: 1, coordinate: { referenceCoordinate: { x: 11, y: 45 }, label: `M${n}` } }],
});

/** The saved routes service in memory (newest first), as part 2 §7 says; `failDelete` and
 * `failList` make those calls fail. */
export function fakeRoutesRelay(count: number) {
  writeSession({ sso_token: 'tok', params: { Azienda: 1 } });
  const routes = Array.from({ length: count }, (_, i) => trip(count - i));
  const calls: Call[] = [];
  const state = { failDelete: false, failList: false };
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  stubRelayFetch(calls, ({ method, path }) => {
    const url = new URL(path, 'http://relay');
    if (method === 'GET' && url.pathname === '/route') {
      if (state.failList) return json(503, { message: 'down' });
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
