import { describe, expect, it } from 'vitest';
import { holdBack } from './backpressure.js';

const MB = 1024 * 1024;

describe('holding a live client back', () => {
  it('holds back a client over the limit that did not drain since the last tick', () => {
    expect(holdBack(5 * MB, 5 * MB, 4 * MB)).toBe(true);
    expect(holdBack(5 * MB, 4.5 * MB, 4 * MB)).toBe(true);
  });

  it('lets a client under the limit be, whatever its trend', () => {
    expect(holdBack(3 * MB, 0, 4 * MB)).toBe(false);
    expect(holdBack(4 * MB, 4 * MB, 4 * MB)).toBe(false);
  });

  it('lets a client over the limit that is draining (a big snapshot in flight) be', () => {
    // A 6 MB snapshot of 50,000 trucks, half of it flushed within the second.
    expect(holdBack(3.2 * MB + 237 * 1024, 6 * MB, 4 * MB)).toBe(false);
    expect(holdBack(5 * MB, 6 * MB, 4 * MB)).toBe(false);
  });

  it('bounds what a client that stops reading gets: one tick over the limit at most', () => {
    // Each tick adds a diff; the client reads nothing. Held back at the first tick over the limit.
    const diff = 300 * 1024;
    let pending = 0;
    let last = 0;
    let ticks = 0;
    while (!holdBack(pending, last, 4 * MB)) {
      last = pending;
      pending += diff;
      ticks += 1;
    }
    expect(pending).toBeLessThanOrEqual(4 * MB + diff);
    expect(ticks).toBe(Math.floor((4 * MB) / diff) + 1);
  });
});
