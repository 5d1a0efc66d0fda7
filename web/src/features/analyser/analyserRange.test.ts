import { describe, expect, it } from 'vitest';
import type { DateRangeState } from '@fleetdeck/shared';
import { rangeFromParams } from './analyserRange.js';

const today: DateRangeState = {
  start: '2026-11-30',
  startTime: '00:00',
  end: '2026-11-30',
  endTime: '09:41',
};

describe('the analysed range in the address', () => {
  it('reads start and end as days and times', () => {
    expect(rangeFromParams('2026-11-25T06:00', '2026-11-25T14:00', today)).toEqual({
      range: { start: '2026-11-25', startTime: '06:00', end: '2026-11-25', endTime: '14:00' },
      problems: [],
    });
  });

  it('opens on today, saying nothing, without a range in the address', () => {
    expect(rangeFromParams(null, null, today)).toEqual({ range: today, problems: [] });
  });

  it.each([
    ['missing end', '2026-11-25T06:00', null],
    ['not a date', 'ieri', '2026-11-25T14:00'],
    ['a day that does not exist', '2026-11-31T06:00', '2026-12-01T06:00'],
    ['an hour that does not exist', '2026-11-25T06:00', '2026-11-25T24:00'],
  ])('shows today for a range with a %s, and says the range could not be read', (_w, s, e) => {
    expect(rangeFromParams(s, e, today)).toEqual({ range: today, problems: ['unreadable'] });
  });

  it('swaps a backwards range and says so; an empty one is today', () => {
    expect(rangeFromParams('2026-11-25T14:00', '2026-11-25T06:00', today)).toEqual({
      range: { start: '2026-11-25', startTime: '06:00', end: '2026-11-25', endTime: '14:00' },
      problems: ['backwards'],
    });
    expect(rangeFromParams('2026-11-25T14:00', '2026-11-25T14:00', today)).toEqual({
      range: today,
      problems: ['backwards'],
    });
  });

  it('cuts a range over three days to its first three, and says so', () => {
    expect(rangeFromParams('2026-11-20T08:30', '2026-11-23T00:00', today)).toEqual({
      range: { start: '2026-11-20', startTime: '08:30', end: '2026-11-22', endTime: '23:59' },
      problems: ['too_long'],
    });
    expect(rangeFromParams('2026-12-30T00:00', '2027-01-09T00:00', today).range.end).toBe(
      '2027-01-01',
    );
  });

  it('takes three calendar days as they are', () => {
    expect(rangeFromParams('2026-11-23T00:00', '2026-11-25T23:59', today)).toEqual({
      range: { start: '2026-11-23', startTime: '00:00', end: '2026-11-25', endTime: '23:59' },
      problems: [],
    });
  });
});
