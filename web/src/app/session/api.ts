import { readSession } from './session.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Calls the relay's API with the bearer token and, unless `bearerOnly`, the X-Company header.
 * Without a company (the second between a company switch or a language save and the reload that
 * follows) a company call is not sent at all: the relay could only refuse it.
 */
export async function apiFetch(
  path: string,
  init: RequestInit & { bearerOnly?: boolean } = {},
): Promise<Response> {
  const { bearerOnly, headers, ...rest } = init;
  const session = readSession();
  const company = session.params.Azienda;
  if (!bearerOnly && company === undefined) {
    throw new ApiError(0, `${path}: no company selected`);
  }
  const response = await fetch(`/api${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(session.sso_token ? { authorization: `Bearer ${session.sso_token}` } : {}),
      ...(!bearerOnly && company !== undefined ? { 'x-company': String(company) } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
  return response;
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
