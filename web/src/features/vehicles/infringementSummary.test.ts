import { describe, expect, it } from 'vitest';
import { driversAtLeast, readySummary } from './infringementSummary.js';

const range = { start_date: '2026-02-01T00:00:00.000Z', end_date: '2026-03-01T00:00:00.000Z' };

describe('the infringement summary the list filters by', () => {
  it('shows what the relay knows while it is still checking drivers', () => {
    const summary = readySummary({
      ...range,
      as_of: null,
      complete: false,
      checked: 2,
      total: 5,
      drivers: { '7': { count: 1, worst: 'SI' } },
    });
    expect(summary).toMatchObject({ status: 'ready', complete: false, checked: 2, total: 5 });
    expect(driversAtLeast(summary, 'MI')).toEqual(new Set([7]));
    expect(driversAtLeast(summary, 'VSI')).toEqual(new Set());
  });

  it('takes an answer without progress fields as complete', () => {
    const summary = readySummary({ ...range, drivers: { '3': { count: 2, worst: 'MI' } } });
    expect(summary).toMatchObject({ complete: true });
    expect(driversAtLeast(summary, 'MI')).toEqual(new Set([3]));
  });

  it('filters nothing in until the summary is ready', () => {
    expect(driversAtLeast({ status: 'loading' }, 'MI')).toBeUndefined();
  });
});
