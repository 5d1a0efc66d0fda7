import { parseRouteAnswer } from '@fleetdeck/shared/routeAnswer';
import { ApiError } from '../../app/session/apiError.js';
import {
  columnBuffers,
  decodeRouteColumns,
  ROUTE_COLUMNS_TYPE,
  routeColumns,
  type RouteColumns,
} from '@fleetdeck/shared/routeColumns';

/** The route as columns, else as GeoJSON (a relay or proxy that does not make columns). */
export const ROUTE_ACCEPT = `${ROUTE_COLUMNS_TYPE}, application/json;q=0.5`;

// The route worker's side (routeLoader.worker.ts); the page uses it too where it has no worker.
// It imports nothing else, so that the worker's script stays small.

/** What the page asks the route worker: one `route.json` call, with the API's headers. */
export interface RouteRequest {
  id: number;
  /** The API path, named in errors. */
  path: string;
  /** The whole address: a worker has no page to resolve `/api/...` against. */
  url: string;
  headers: Record<string, string>;
}

/** What the worker answers: the route's columns (their arrays moved), or why there are none. */
export type RouteReply =
  | {
      id: number;
      ok: true;
      columns: RouteColumns;
      /** When the answer's last byte arrived, as epoch ms (timeOrigin + responseEnd); NaN unknown. */
      answerEnd: number;
    }
  | { id: number; ok: false; status: number; message: string };

/** The columns of a `route.json` answer, binary or GeoJSON (parsed and checked), in one place. */
export async function readRouteAnswer(path: string, response: Response): Promise<RouteColumns> {
  if (!response.ok) throw new ApiError(response.status, `${path}: HTTP ${response.status}`);
  if (response.headers.get('content-type')?.startsWith(ROUTE_COLUMNS_TYPE))
    return decodeRouteColumns(await response.arrayBuffer());
  return routeColumns(parseRouteAnswer(JSON.parse(await response.text())));
}

/**
 * The worker's side: runs a request and answers it. The answer's end is read from the worker's
 * resource timing, so that the analyser bench can time the page from it.
 */
export function routeServer(
  post: (reply: RouteReply, transfer: Transferable[]) => void,
  fetchImpl: typeof fetch = fetch,
  timing: Pick<
    Performance,
    'getEntriesByName' | 'clearResourceTimings' | 'timeOrigin'
  > = performance,
) {
  return async ({ id, path, url, headers }: RouteRequest): Promise<void> => {
    try {
      const columns = await readRouteAnswer(path, await fetchImpl(url, { headers }));
      const entry = timing.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
      timing.clearResourceTimings();
      const answerEnd = entry ? timing.timeOrigin + entry.responseEnd : NaN;
      post({ id, ok: true, columns, answerEnd }, columnBuffers(columns));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = error instanceof Error ? error.message : String(error);
      post({ id, ok: false, status, message }, []);
    }
  };
}
