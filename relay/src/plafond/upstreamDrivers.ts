/** What upstream answered: status and parsed JSON body (or undefined when it was not JSON). */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/**
 * GETs a driver call from the upstream telematics API on behalf of one company (upstream scopes by
 * `X-Company`, as the spec's calls do). Non-2xx answers are returned, not thrown, so a 422 can be
 * passed through to the client.
 */
export async function upstreamGet(
  baseUrl: string,
  path: string,
  company: number,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-company': String(company), accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
