import { ApiError } from './apiError.js';
import { readSession } from './session.js';

export { ApiError };

/**
 * The headers of a call to the relay's API: the bearer token and, unless `bearerOnly`, the
 * X-Company header. Without a company (the second between a company switch or a language save and
 * the reload that follows) a company call is not sent at all: the relay could only refuse it.
 */
export function apiHeaders(
  path: string,
  init: { bearerOnly?: boolean; body?: unknown; headers?: HeadersInit } = {},
): Record<string, string> {
  const session = readSession();
  const company = session.params.Azienda;
  if (!init.bearerOnly && company === undefined) {
    throw new ApiError(0, `${path}: no company selected`);
  }
  return {
    ...(init.body ? { 'content-type': 'application/json' } : {}),
    ...(session.sso_token ? { authorization: `Bearer ${session.sso_token}` } : {}),
    ...(!init.bearerOnly && company !== undefined ? { 'x-company': String(company) } : {}),
    ...(init.headers as Record<string, string> | undefined),
  };
}

/** Calls the relay's API with the headers of `apiHeaders`. */
export async function apiFetch(
  path: string,
  init: RequestInit & { bearerOnly?: boolean } = {},
): Promise<Response> {
  const { bearerOnly, headers, ...rest } = init;
  return fetch(`/api${path}`, {
    ...rest,
    headers: apiHeaders(path, { bearerOnly, body: rest.body, headers }),
  });
}

/** GET/POST/PUT answering the parsed JSON; any status but 2xx throws an ApiError with it. */
export async function apiJson<T>(
  path: string,
  init: RequestInit & { bearerOnly?: boolean } = {},
): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw new ApiError(response.status, `${path}: HTTP ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as T;
}
