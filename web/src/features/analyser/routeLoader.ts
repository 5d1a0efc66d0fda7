import { ApiError, apiFetch, apiHeaders } from '../../app/session/api.js';
import type { RouteColumns } from '@fleetdeck/shared/routeColumns';
import {
  readRouteAnswer,
  ROUTE_ACCEPT,
  type RouteReply,
  type RouteRequest,
} from './routeServer.js';

/** Makes the worker that loads routes; none where the browser has no workers. */
export type RouteWorkerFactory = () => Worker | undefined;

const defaultWorker: RouteWorkerFactory = () =>
  typeof Worker === 'function'
    ? new Worker(new URL('./routeLoader.worker.ts', import.meta.url), { type: 'module' })
    : undefined;

/**
 * Loads routes off the page's main thread: a worker fetches `route.json` as columns (about 0.5 MB
 * of binary for a 3-day route, against 3.3 MB of GeoJSON) and hands back typed arrays, so the page
 * neither reads nor parses the route. Where the browser has no worker (or it fails to start), the
 * page does the same itself.
 */
export class RouteLoader {
  private worker: Worker | undefined;
  private started = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (c: RouteColumns) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly makeWorker: RouteWorkerFactory = defaultWorker) {}

  /** Made on the first route: a page that never opens one starts no worker. */
  private workerFor(): Worker | undefined {
    if (this.started) return this.worker;
    this.started = true;
    try {
      this.worker = this.makeWorker();
    } catch (error) {
      console.error('the route worker could not start; routes load on the page', error);
    }
    if (this.worker) {
      this.worker.onmessage = (event: MessageEvent<RouteReply>) => this.settle(event.data);
      this.worker.onerror = (event) => {
        console.error('the route worker failed; routes load on the page', event.message);
        this.worker?.terminate();
        this.worker = undefined;
        for (const [, p] of this.pending) p.reject(new Error('route worker failed'));
        this.pending.clear();
      };
    }
    return this.worker;
  }

  private settle(reply: RouteReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (!reply.ok) {
      waiting.reject(new ApiError(reply.status, reply.message));
      return;
    }
    if (Number.isFinite(reply.answerEnd))
      performance.mark('analyser-route-answer', {
        startTime: Math.max(0, reply.answerEnd - performance.timeOrigin),
      });
    waiting.resolve(reply.columns);
  }

  /** The columns of `route.json` at `path` (under /api). */
  async load(path: string): Promise<RouteColumns> {
    const worker = this.workerFor();
    if (!worker)
      return readRouteAnswer(path, await apiFetch(path, { headers: { accept: ROUTE_ACCEPT } }));
    const headers = apiHeaders(path, { headers: { accept: ROUTE_ACCEPT } });
    const id = this.nextId++;
    const url = new URL(`/api${path}`, location.href).href;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, path, url, headers } satisfies RouteRequest);
    });
  }
}
