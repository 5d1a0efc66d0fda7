import type { ZodType } from 'zod';
import { RoutingError } from '../routingProvider.js';
import { errorAnswerSchema } from './valhallaSchemas.js';

/** Valhalla's error codes we tell apart (docs: api/turn-by-turn "HTTP status codes"). */
const NO_EDGES_NEAR_LOCATION = 171;
const NO_ROUTE_CODES = new Set([
  442, // No path could be found for input
  443, // Exact route match algorithm failed to find path
  154, // Path distance exceeds the max distance limit
  171, // (only when the failing location cannot be told)
]);

export class ValhallaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number | undefined,
    message: string,
  ) {
    super(message);
  }
  get noEdgesNearLocation(): boolean {
    return this.errorCode === NO_EDGES_NEAR_LOCATION;
  }
}

export interface ValhallaClientOptions {
  /** The service root, e.g. `http://valhalla:8002/`. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * POSTs JSON to one Valhalla action and reads the answer with `schema`. Refused connections,
 * timeouts and 5xx become `provider_unavailable`; a 4xx with a Valhalla error code is thrown as
 * ValhallaHttpError for the caller to map (see `toRoutingError`); an unreadable 200 is
 * `bad_provider_answer`.
 */
export async function postValhalla<T>(
  options: ValhallaClientOptions,
  action: 'route' | 'isochrone' | 'locate',
  body: unknown,
  schema: ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const url = new URL(
    action,
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw unavailable(url, error, options.timeoutMs, timeout.aborted);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (timeout.aborted) throw unavailable(url, error, options.timeoutMs, true);
    if (response.status >= 500) throw serverError(url, response.status, undefined);
    throw new RoutingError(
      'bad_provider_answer',
      `The routing engine's ${action} answer is not JSON`,
    );
  }
  if (response.status >= 500) throw serverError(url, response.status, json);
  if (!response.ok) {
    const parsed = errorAnswerSchema.safeParse(json);
    throw new ValhallaHttpError(
      response.status,
      parsed.success ? parsed.data.error_code : undefined,
      parsed.success ? parsed.data.error : `HTTP ${response.status}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RoutingError(
      'bad_provider_answer',
      `the ${action} answer cannot be read (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
    );
  }
  return parsed.data;
}

/**
 * Maps a Valhalla 4xx to our error; `waypointIndex` when the caller found which one failed. The
 * message is Valhalla's own: the provider puts it into the user's language (see `localise`).
 */
export function toRoutingError(error: ValhallaHttpError, waypointIndex?: number): RoutingError {
  const said = `${error.message}${error.errorCode ? ` (${error.errorCode})` : ''}`;
  if (error.noEdgesNearLocation && waypointIndex !== undefined)
    return new RoutingError('unreachable_waypoint', said, waypointIndex);
  if (error.errorCode !== undefined && NO_ROUTE_CODES.has(error.errorCode))
    return new RoutingError('no_route', said);
  return new RoutingError('bad_provider_answer', `refused: ${said}`);
}

function unavailable(url: URL, error: unknown, timeoutMs: number, timedOut: boolean): RoutingError {
  if (timedOut)
    return new RoutingError(
      'provider_unavailable',
      `${url.origin} did not answer within ${timeoutMs / 1000} s`,
    );
  const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
  return new RoutingError('provider_unavailable', `${url.origin} cannot be reached (${cause})`);
}

function serverError(url: URL, status: number, json: unknown): RoutingError {
  const parsed = errorAnswerSchema.safeParse(json);
  const detail = parsed.success ? `: ${parsed.data.error}` : '';
  return new RoutingError('provider_unavailable', `${url.origin} failed (HTTP ${status}${detail})`);
}
