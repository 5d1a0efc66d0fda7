import { describe, expect, it } from 'vitest';
import { openingMonth } from './DateRangePicker.js';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('the month the date-range picker opens on (right-hand panel)', () => {
  it('is the focused day’s month when today is in it or further away', () => {
    expect(openingMonth(day('2026-11-12'), day('2026-11-30'))).toEqual({ year: 2026, month: 10 });
    expect(openingMonth(day('2026-09-12'), day('2026-12-01'))).toEqual({ year: 2026, month: 8 });
  });

  it('is today’s month when the focused day is in the month before, so both show', () => {
    expect(openingMonth(day('2026-11-30'), day('2026-12-01'))).toEqual({ year: 2026, month: 11 });
    expect(openingMonth(day('2026-12-31'), day('2027-01-01'))).toEqual({ year: 2027, month: 0 });
  });
});
