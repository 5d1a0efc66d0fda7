// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/session/api.js';
import { writeSession } from '../../app/session/session.js';
import {
  encodeRouteColumns,
  ROUTE_COLUMNS_TYPE,
  routeColumns,
} from '@fleetdeck/shared/routeColumns';
import { RouteLoader } from './routeLoader.js';
import { ROUTE_ACCEPT, routeServer, type RouteReply, type RouteRequest } from './routeServer.js';

const feature = (minute: number, lng: number, properties: Record<string, unknown>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, 45] },
  properties: { date: `2026-11-25T08:${String(minute).padStart(2, '0')}:00Z`, ...properties },
});
const answer = (features: unknown[]) =>
  new Response(JSON.stringify({ type: 'FeatureCollection', features }), { status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  performance.clearMarks();
});

describe('a route answer as columns', () => {
  it('reads every telemetry of each report, NaN where a report has none', () => {
    const c = routeColumns([
      feature(0, 9, { speed: 50, fuel_total: 1000.5, weight: 12000, rpm_engine: 1400 }),
      feature(1, 9.1, { speed: null, lastpoint_weight: 13000, engine_rpm: 1500, activity: 3 }),
    ]);
    expect(c.count).toBe(2);
    expect([...c.times]).toEqual([
      Date.parse('2026-11-25T08:00:00Z'),
      Date.parse('2026-11-25T08:01:00Z'),
    ]);
    expect([...c.telemetry.speed]).toEqual([50, NaN]);
    expect([...c.telemetry.consumption]).toEqual([1000.5, NaN]);
    expect([...c.telemetry.lastpoint_weight]).toEqual([12000, 13000]);
    expect([...c.telemetry.engine_rpm]).toEqual([1400, 1500]);
    expect([...c.telemetry.activity]).toEqual([NaN, 3]);
    // The path: every point, a missing speed read as 0.
    expect([...c.points.lngLat]).toEqual([9, 45, 9.1, 45]);
    expect([...c.points.speeds]).toEqual([50, 0]);
  });

  it('keeps the path to the point reports, the telemetry to all', () => {
    const line = { geometry: { type: 'LineString', coordinates: [[9, 45]] }, properties: {} };
    const c = routeColumns([line, feature(2, 9.2, { speed: 70 })]);
    expect(c.count).toBe(2);
    expect([...c.points.times]).toEqual([Date.parse('2026-11-25T08:02:00Z')]);
    expect([...c.telemetry.speed]).toEqual([NaN, 70]);
  });
});

describe('the route worker', () => {
  const request: RouteRequest = {
    id: 7,
    path: '/geofleet/trucks/3/route.json?x',
    url: 'http://fleet.test/api/geofleet/trucks/3/route.json?x',
    headers: { authorization: 'Bearer tok', 'x-company': '1' },
  };
  const timing = {
    timeOrigin: 1_000_000,
    getEntriesByName: () => [{ responseEnd: 250 }] as unknown as PerformanceEntryList,
    clearResourceTimings: vi.fn(),
  };

  async function serve(response: Response) {
    const posts: { reply: RouteReply; transfer: Transferable[] }[] = [];
    const fetchImpl = vi.fn(() => Promise.resolve(response));
    await routeServer(
      (reply, transfer) => posts.push({ reply, transfer }),
      fetchImpl,
      timing,
    )(request);
    return { posts, fetchImpl };
  }

  it('fetches with the headers given, answers the columns with their arrays moved', async () => {
    const { posts, fetchImpl } = await serve(answer([feature(0, 9, { speed: 80 })]));
    expect(fetchImpl).toHaveBeenCalledWith(request.url, { headers: request.headers });
    const [{ reply, transfer }] = posts as [(typeof posts)[0]];
    expect(reply.ok && [...reply.columns.points.speeds]).toEqual([80]);
    expect(reply.ok && reply.answerEnd).toBe(1_000_250);
    // times, 10 telemetries, the path's three arrays and the points' reports.
    expect(transfer).toHaveLength(15);
    expect(timing.clearResourceTimings).toHaveBeenCalled();
  });

  it('reads the binary columns when the relay answers them, each buffer moved once', async () => {
    const sent = routeColumns([feature(0, 9, { speed: 80, altitude: 120 }), feature(1, 9.1, {})]);
    const bytes = encodeRouteColumns(sent);
    const { posts } = await serve(
      new Response(bytes, { status: 200, headers: { 'content-type': ROUTE_COLUMNS_TYPE } }),
    );
    const [{ reply, transfer }] = posts as [(typeof posts)[0]];
    if (!reply.ok) throw new Error(reply.message);
    expect([...reply.columns.telemetry.speed]).toEqual([80, NaN]);
    expect([...reply.columns.telemetry.altitude]).toEqual([120, NaN]);
    expect([...reply.columns.points.speeds]).toEqual([80, 0]);
    // The sent columns share the answer's buffer: a buffer listed twice would fail the post.
    expect(new Set(transfer).size).toBe(transfer.length);
    expect(transfer).toContain(reply.columns.times.buffer);
  });

  it('answers a refused call with its status and a body that is no route with the field', async () => {
    const refused = await serve(new Response('no', { status: 404 }));
    expect(refused.posts[0]!.reply).toEqual({
      id: 7,
      ok: false,
      status: 404,
      message: `${request.path}: HTTP 404`,
    });
    const broken = await serve(answer([feature(0, 9, { speed: 'fast' })]));
    expect(broken.posts[0]!.reply).toMatchObject({
      ok: false,
      status: 0,
      message: 'route.json: features[0].properties.speed',
    });
  });
});

/** A worker that runs the worker's side here, answering as the real one does. */
function inPageWorker(fetchImpl: typeof fetch) {
  const worker = {
    onmessage: undefined as ((e: MessageEvent<RouteReply>) => void) | undefined,
    onerror: undefined as ((e: ErrorEvent) => void) | undefined,
    posted: [] as RouteRequest[],
    terminate: vi.fn(),
    postMessage(request: RouteRequest) {
      this.posted.push(request);
      void routeServer(
        (reply) => this.onmessage?.({ data: reply } as MessageEvent<RouteReply>),
        fetchImpl,
        {
          timeOrigin: performance.timeOrigin,
          getEntriesByName: () => [{ responseEnd: 5 }] as unknown as PerformanceEntryList,
          clearResourceTimings: () => undefined,
        },
      )(request);
    },
  };
  return worker;
}

describe('RouteLoader', () => {
  it("asks the worker with the session's headers and resolves with its columns", async () => {
    writeSession({ sso_token: 'tok', params: { Azienda: 4 } });
    const worker = inPageWorker(() => Promise.resolve(answer([feature(0, 9, { speed: 60 })])));
    const make = vi.fn(() => worker as unknown as Worker);
    const loader = new RouteLoader(make);
    const columns = await loader.load('/geofleet/trucks/3/route.json?a');
    expect([...columns.telemetry.speed]).toEqual([60]);
    expect(worker.posted[0]).toMatchObject({
      path: '/geofleet/trucks/3/route.json?a',
      url: `${location.origin}/api/geofleet/trucks/3/route.json?a`,
      headers: { authorization: 'Bearer tok', 'x-company': '4', accept: ROUTE_ACCEPT },
    });
    // The answer's end, for the bench, on the page's clock.
    expect(performance.getEntriesByName('analyser-route-answer')[0]?.startTime).toBe(5);
    await loader.load('/geofleet/trucks/4/route.json?a');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('rejects with the status the worker met', async () => {
    writeSession({ sso_token: 'tok', params: { Azienda: 4 } });
    const worker = inPageWorker(() => Promise.resolve(new Response('', { status: 403 })));
    const failure = new RouteLoader(() => worker as unknown as Worker).load('/r');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: '/r: HTTP 403' });
  });

  it('fails the waiting loads when the worker fails, and loads on the page after', async () => {
    writeSession({ sso_token: 'tok', params: { Azienda: 4 } });
    const silent = { postMessage: vi.fn(), terminate: vi.fn() } as unknown as Worker & {
      onerror: (e: Partial<ErrorEvent>) => void;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = new RouteLoader(() => silent);
    const waiting = loader.load('/r');
    silent.onerror({ message: 'boom' });
    await expect(waiting).rejects.toThrow('route worker failed');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer([feature(0, 9, { speed: 20 })]))),
    );
    expect([...(await loader.load('/r')).telemetry.speed]).toEqual([20]);
  });

  it('loads on the page where the browser has no worker', async () => {
    writeSession({ sso_token: 'tok', params: { Azienda: 4 } });
    const fetchImpl = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(answer([feature(0, 9, { speed: 30 })])),
    );
    vi.stubGlobal('fetch', fetchImpl);
    const columns = await new RouteLoader(() => undefined).load('/r');
    expect([...columns.telemetry.speed]).toEqual([30]);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/r');
  });
});
