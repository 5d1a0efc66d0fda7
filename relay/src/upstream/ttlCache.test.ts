import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.js';

describe('TtlCache', () => {
  it('serves a value for the time to live, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 100, () => now);
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    now = 59_999;
    expect(await cache.get('a', load)).toBe(1);
    now = 60_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one call between concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000);
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('down'));
    };
    const [a, b] = [cache.get('k', failing), cache.get('k', failing)];
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await cache.get('k', () => Promise.resolve(5))).toBe(5);
  });

  it('keeps at most maxEntries and can invalidate by prefix', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 2);
    const load = () => Promise.resolve(++loads);
    await cache.get('1:a', load);
    await cache.get('1:b', load);
    await cache.get('2:a', load);
    expect(await cache.get('1:a', load)).toBe(4); // evicted as the oldest
    cache.invalidate('2:');
    expect(await cache.get('2:a', load)).toBe(5);
  });
});
