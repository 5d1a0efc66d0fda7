import { vi } from 'vitest';

/** A call the page made: method, path (without `/api`) and body. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * Replaces `fetch` for the web side's tests of a feature: each relay call is recorded in `calls`
 * and answered by `route` (an in-memory stand-in of the feature's REST routes).
 */
export function stubRelayFetch(
  calls: Call[],
  route: (request: { method: string; path: string; body: unknown }) => Promise<Response>,
): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api/, '');
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, ...(body === undefined ? {} : { body }) });
      return route({ method, path, body });
    }),
  );
}
