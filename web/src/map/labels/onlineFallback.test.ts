import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRequest, reachable } from './onlineFallback.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The browser's fetch as a server would answer it: with `status`, refused (`'refused'`), or never
 * (undefined: a network that drops packets), until the request's signal aborts it.
 */
function server(status: number | 'refused' | undefined): string {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    if (status === 'refused') return Promise.reject(new TypeError('Failed to fetch'));
    if (status !== undefined) return Promise.resolve(new Response('{}', { status }));
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  });
  return 'https://tiles.example';
}

describe('firstRequest', () => {
  it('is the style document of a style given by address', () => {
    expect(firstRequest('https://tiles.example/style.json')).toBe(
      'https://tiles.example/style.json',
    );
  });

  it('is the first raster tile, at zoom 0, of a style of tiles', () => {
    expect(
      firstRequest({
        version: 8,
        sources: { tiles: { type: 'raster', tiles: ['https://t.example/{z}/{x}/{y}.png'] } },
        layers: [],
      }),
    ).toBe('https://t.example/0/0/0.png');
  });

  it('is nothing for a style that needs no request', () => {
    expect(
      firstRequest({ version: 8, sources: {}, layers: [{ id: 'bg', type: 'background' }] }),
    ).toBeUndefined();
  });
});

describe('reachable', () => {
  it('says yes when the first request answers well', async () => {
    const base = server(200);
    expect(await reachable(`${base}/style.json`, new AbortController().signal)).toBe(true);
  });

  it('says no when it answers with an error or cannot connect', async () => {
    const base = server(503);
    expect(await reachable(`${base}/style.json`, new AbortController().signal)).toBe(false);
    server('refused');
    expect(await reachable(`${base}/style.json`, new AbortController().signal)).toBe(false);
  });

  it('says no when nothing answers in time (a network that drops packets)', async () => {
    const base = server(undefined);
    expect(await reachable(`${base}/style.json`, new AbortController().signal, 200)).toBe(false);
  });

  it('says nothing once its caller stopped asking', async () => {
    const base = server(undefined);
    const stop = new AbortController();
    const answer = reachable(`${base}/style.json`, stop.signal, 60_000);
    stop.abort();
    expect(await answer).toBeUndefined();
  });
});
