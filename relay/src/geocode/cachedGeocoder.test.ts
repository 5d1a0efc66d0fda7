import { describe, expect, it } from 'vitest';
import { cachedGeocoder } from './cachedGeocoder.js';
import type { Geocoder } from './geocoder.js';

function counting(fail = false) {
  const calls: string[] = [];
  const inner: Geocoder = {
    reverse: (lat, lng, language) => {
      calls.push(`r${lat},${lng}${language ? `:${language}` : ''}`);
      return fail
        ? Promise.reject(new Error('down'))
        : Promise.resolve({ display_name: 'X', address: {} });
    },
    search: (q) => {
      calls.push(`s${q}`);
      return Promise.resolve([]);
    },
  };
  return { inner, calls };
}

describe('cached geocoder', () => {
  it('asks once per position (to five decimals) and query until the entry expires', async () => {
    let now = 0;
    const { inner, calls } = counting();
    const geocoder = cachedGeocoder(inner, { ttlMs: 1000, now: () => now });
    await geocoder.reverse(45.123451, 9.1);
    await geocoder.reverse(45.123449, 9.1);
    await geocoder.reverse(45.123449, 9.1, 'el');
    await geocoder.reverse(45.12345, 9.1, 'el');
    await geocoder.search('Milan', { limit: 5 });
    await geocoder.search(' milan ', { limit: 5 });
    // Another language or another view is another answer.
    await geocoder.search('Milan', { limit: 5, language: 'it' });
    await geocoder.search('Milan', { limit: 5, language: 'it', near: { lat: 45.001, lng: 9 } });
    await geocoder.search('Milan', { limit: 5, language: 'it', near: { lat: 45.002, lng: 9 } });
    expect(calls).toEqual(['r45.123451,9.1', 'r45.123449,9.1:el', 'sMilan', 'sMilan', 'sMilan']);
    now = 1000;
    await geocoder.reverse(45.12345, 9.1);
    expect(calls).toHaveLength(6);
  });

  it('does not keep failures', async () => {
    const { inner, calls } = counting(true);
    const geocoder = cachedGeocoder(inner);
    await expect(geocoder.reverse(1, 2)).rejects.toThrow('down');
    await expect(geocoder.reverse(1, 2)).rejects.toThrow('down');
    expect(calls).toHaveLength(2);
  });
});
