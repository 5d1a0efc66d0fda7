import { describe, expect, it } from 'vitest';
import { rangeFromParams } from './analyserRange.js';

describe('the analysed range in the address', () => {
  it('reads start and end as days and times', () => {
    expect(rangeFromParams('2026-11-25T06:00', '2026-11-25T14:00')).toEqual({
      start: '2026-11-25',
      startTime: '06:00',
      end: '2026-11-25',
      endTime: '14:00',
    });
  });

  it.each([
    ['missing end', '2026-11-25T06:00', null],
    ['not a date', 'ieri', '2026-11-25T14:00'],
    ['backwards', '2026-11-25T14:00', '2026-11-25T06:00'],
    ['over three days', '2026-11-20T00:00', '2026-11-23T00:00'],
  ])('ignores a range %s', (_what, start, end) => {
    expect(rangeFromParams(start, end)).toBeUndefined();
  });

  it('takes three calendar days', () => {
    expect(rangeFromParams('2026-11-23T00:00', '2026-11-25T23:59')).toEqual({
      start: '2026-11-23',
      startTime: '00:00',
      end: '2026-11-25',
      endTime: '23:59',
    });
  });
});
