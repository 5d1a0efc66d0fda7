import { Agent, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/**
 * The boundary classes of the route fuzzer (issue 43): for each route of the relay's table, the
 * requests that once answered 500 or could hang it. NUL characters, lone surrogates, deep nesting,
 * bodies that are not what their Content-Encoding says, and history ranges far in the future or
 * the past. Requests go through node:http so that any method, a GET included, can carry a body.
 */

export interface FuzzRequest {
  method: string;
  /** Already percent-encoded, with its query. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

const byteLength = (body: string | Uint8Array): number =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

export type FuzzAnswer = { status: number; text: string } | 'timeout';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request, given up on (and reported as a hang) after `timeoutMs`. */
export function rawCall(base: string, call: FuzzRequest, timeoutMs: number): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    // Node frames a GET's or a DELETE's body only when told its length.
    const length =
      call.body === undefined ? {} : { 'content-length': String(byteLength(call.body)) };
    const req = request(`${base}${call.path}`, {
      method: call.method,
      headers: { ...call.headers, ...length },
      agent,
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('timeout');
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(call.body);
  });
}

/** Per class: how many requests were tried and refused, and what went wrong (5xx, a hang). */
export class FuzzTally {
  readonly wrong: string[] = [];
  private tried = 0;
  private refused = 0;
  private failed = 0;
  private readonly routes = new Set<string>();

  constructor(readonly name: string) {}

  record(route: string, call: FuzzRequest, answer: FuzzAnswer, needsField: boolean): void {
    this.tried++;
    this.routes.add(route);
    const what = `${call.method} ${call.path.slice(0, 100)}`;
    if (answer === 'timeout') {
      this.failed++;
      this.wrong.push(`${this.name}: ${what} did not answer in time`);
      return;
    }
    if (answer.status >= 500) {
      this.failed++;
      this.wrong.push(`${this.name}: ${what} ${answer.status}: ${answer.text.slice(0, 100)}`);
    } else if (answer.status >= 400) this.refused++;
    if (needsField && answer.status === 400 && !/"field":"[^"]/.test(answer.text))
      this.wrong.push(`${this.name}: ${what} 400 without a field: ${answer.text.slice(0, 100)}`);
  }

  /** The line for docs/reliability.md. */
  summary(): string {
    return `fuzz ${this.name}: ${this.tried} requests over ${this.routes.size} routes, refused 4xx: ${this.refused}, 5xx or hung: ${this.failed}`;
  }
}

/** The route's path with each parameter (and the web app's splat) given `value`. */
export const fill = (path: string, value: string): string =>
  path.replace(/:\w+/g, value).replace('{*splat}', value);

/** Paths of the string leaves of `value` (the fields a string is poisoned in). */
export function stringLeaves(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    stringLeaves(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

/** JSON bodies with `bad` put into each string field of `example` in turn, and into a key. */
function poisoned(example: unknown, bad: string): string[] {
  const base = (example ?? { text: 'x' }) as Record<string, unknown>;
  const leaves = stringLeaves(base).slice(0, 4);
  return [
    ...leaves.map((path) => JSON.stringify(setAt(base, path, `a${bad}b`))),
    JSON.stringify({ ...base, [`k${bad}`]: 1 }),
  ];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** NUL in the path, in a query key and value, in each string field and a key of the body. */
export function nulRequests(method: string, path: string, example: unknown): FuzzRequest[] {
  const at = fill(path, '999999');
  return [
    { method, path: path.includes(':') ? fill(path, '%00') : `${at}%00` },
    { method, path: `${at}?start_date=%00&text=a%00b` },
    { method, path: `${at}?a%00=1` },
    ...poisoned(example, '\u0000').map((body) => ({
      method,
      path: at,
      headers: JSON_HEADERS,
      body,
    })),
  ];
}

/**
 * Lone surrogates: in a body as JSON escapes (`JSON.stringify` writes `\ud800`), in the path and
 * the query as the UTF-8 a surrogate would have, which no decoder accepts.
 */
export function surrogateRequests(method: string, path: string, example: unknown): FuzzRequest[] {
  const at = fill(path, '999999');
  return [
    { method, path: path.includes(':') ? fill(path, '%ED%A0%80') : `${at}%ED%A0%80` },
    { method, path: `${at}?text=%ED%B0%80&q=%F0%9F` },
    ...['\ud800', '\udc00'].flatMap((bad) =>
      poisoned(example, bad).map((body) => ({ method, path: at, headers: JSON_HEADERS, body })),
    ),
  ];
}

const DEPTH = 20_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

/** 20,000-deep arrays and objects, alone and inside the example; a deep and a wide query. */
export function deepRequests(method: string, path: string, example: unknown): FuzzRequest[] {
  const at = fill(path, '999999');
  const base = (example ?? {}) as Record<string, unknown>;
  const key = Object.keys(base)[0] ?? 'data';
  const inside = JSON.stringify({ ...base, [key]: '§' }).replace('"§"', deepArray);
  return [
    ...[deepArray, deepObject, inside].map((body) => ({
      method,
      path: at,
      headers: JSON_HEADERS,
      body,
    })),
    { method, path: `${at}?start_date${'[a]'.repeat(200)}=1` },
    { method, path: `${at}?${Array.from({ length: 500 }, () => 'include[]=x').join('&')}` },
  ];
}

const ENCODINGS = ['gzip', 'deflate', 'br', 'x-unknown', 'gzip, deflate'];
const junkBytes = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 64 }), {
  numRuns: 1,
  seed: 20261126,
})[0] as Uint8Array;
/** Expands to 16 MB: over every route's limit, which counts the bytes after decompression. */
const gzipBomb = gzipSync(Buffer.alloc(16 << 20));
const gzipOf = (text: string): Buffer => gzipSync(Buffer.from(text));

/**
 * Content-Encodings the body is not in (gzip, deflate, br), one the relay does not know, and
 * gzip that is truncated, not JSON inside, or a bomb: 400, 413 or 415 naming the body.
 */
export function encodingRequests(method: string, path: string, example: unknown): FuzzRequest[] {
  const at = fill(path, '999999');
  const text = JSON.stringify(example ?? { text: 'x' });
  const encoded = (encoding: string, body: string | Uint8Array): FuzzRequest => ({
    method,
    path: at,
    headers: { ...JSON_HEADERS, 'content-encoding': encoding },
    body,
  });
  return [
    ...ENCODINGS.map((encoding) => encoded(encoding, text)),
    encoded('gzip', junkBytes),
    encoded('gzip', gzipOf(text).subarray(0, 12)),
    encoded('gzip', gzipOf('not json at all')),
    encoded('gzip', gzipBomb),
  ];
}

const FAR = { future: '9999-12-31T00:00:00Z', past: '1000-01-01T00:00:00Z' };

/**
 * History ranges far from now: all in the year 9999, all in the year 1000, one spanning both, one
 * from an hour ago to 9999; `since` and the public view's `from`/`to` likewise. The position of a
 * passage query is valid, so only the range can be refused.
 */
export function farDateRequests(method: string, path: string): FuzzRequest[] {
  const at = fill(path, '999999');
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const ranges = [
    ['9999-12-30T00:00:00Z', FAR.future],
    [FAR.past, '1000-01-02T00:00:00Z'],
    [FAR.past, FAR.future],
    [hourAgo, FAR.future],
  ];
  const position = 'lat=45.46&lon=9.19&radius=500';
  return [
    ...ranges.map(([start, end]) => ({
      method,
      path: `${at}?start_date=${start}&end_date=${end}&${position}`,
    })),
    { method, path: `${at}?since=${FAR.future}` },
    { method, path: `${at}?since=${FAR.past}` },
    { method, path: `${at}?from=-62135596800&to=253402300800` },
  ];
}
