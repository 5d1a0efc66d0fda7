import { describe, expect, it } from 'vitest';
import { defaultActivityRange } from './activityRange.js';

describe('defaultActivityRange', () => {
  const today = '2026-03-10';
  it.each([
    [null, today, today],
    ['2026-03-04', today, today],
    ['2026-03-05', '2026-03-05', '2026-03-07'],
    ['2026-03-09', '2026-03-09', today],
    [today, today, today],
    ['2026-03-12', today, today],
  ])('last driver day %s gives %s to %s', (last, start, end) => {
    expect(defaultActivityRange(last, today)).toEqual({ start, end });
  });
});
