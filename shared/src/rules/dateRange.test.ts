import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RANGE,
  canApplyRange,
  clickDay,
  daysBetween,
  isOutOfRange,
  rangeToInstants,
  setRangeTime,
  type DateRangeState,
} from './dateRange.js';

const clicks = (days: string[], options = {}, from: DateRangeState = EMPTY_RANGE) =>
  days.reduce((s, d) => clickDay(s, d, options), from);

describe('date-range picker', () => {
  it.each([
    [['2026-03-10'], '2026-03-10', null],
    [['2026-03-10', '2026-03-12'], '2026-03-10', '2026-03-12'],
    [['2026-03-10', '2026-03-10'], '2026-03-10', '2026-03-10'],
    [['2026-03-10', '2026-03-08'], '2026-03-08', null],
    [['2026-03-10', '2026-03-08', '2026-03-09'], '2026-03-08', '2026-03-09'],
    [['2026-03-10', '2026-03-12', '2026-03-01'], '2026-03-01', null],
  ])('clicks %o give %s to %s', (days, start, end) => {
    const s = clicks(days);
    expect([s.start, s.end]).toEqual([start, end]);
  });

  it('refuses days beyond the maximum range (3 days: the third day is the last)', () => {
    const started = clicks(['2026-03-10'], { maxDays: 3 });
    expect(isOutOfRange('2026-03-12', started, { maxDays: 3 })).toBe(false);
    expect(isOutOfRange('2026-03-13', started, { maxDays: 3 })).toBe(true);
    expect(clickDay(started, '2026-03-13', { maxDays: 3 })).toBe(started);
    expect(clickDay(started, '2026-03-12', { maxDays: 3 }).end).toBe('2026-03-12');
  });

  it('ignores locked days', () => {
    const isLocked = (d: string) => d === '2026-03-11';
    expect(clicks(['2026-03-11'], { isLocked })).toEqual(EMPTY_RANGE);
    expect(clicks(['2026-03-10', '2026-03-11'], { isLocked }).end).toBeNull();
  });

  it('single-date mode sets start and end together', () => {
    const s = clicks(['2026-03-10', '2026-03-14'], { single: true });
    expect([s.start, s.end]).toEqual(['2026-03-14', '2026-03-14']);
  });

  it('changing the day resets the times to 00:00 and 23:59', () => {
    const timed = setRangeTime(
      setRangeTime(clicks(['2026-03-10']), 'start', '08:15'),
      'end',
      '17:00',
    );
    expect([timed.startTime, timed.endTime]).toEqual(['08:15', '17:00']);
    const next = clickDay(timed, '2026-03-11');
    expect([next.startTime, next.endTime]).toEqual(['00:00', '23:59']);
    expect(setRangeTime(timed, 'start', '25:00')).toBe(timed);
  });

  it('applies only with both dates', () => {
    expect(canApplyRange(clicks(['2026-03-10']))).toBe(false);
    expect(canApplyRange(clicks(['2026-03-10', '2026-03-11']))).toBe(true);
    expect(rangeToInstants(clicks(['2026-03-10']), 'UTC')).toBeUndefined();
  });

  it('turns the range into instants in the user zone', () => {
    const r = rangeToInstants(clicks(['2026-03-10', '2026-03-11']), 'Europe/Rome');
    expect(r?.start.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(r?.end.toISOString()).toBe('2026-03-11T22:59:59.999Z');
  });
});

describe('date-range picker invariants', () => {
  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);

  it('never holds an end before the start, a range over the maximum or a locked day', () => {
    fc.assert(
      fc.property(
        fc.array(day, { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.uniqueArray(day, { maxLength: 5 }),
        fc.boolean(),
        (days, maxDays, locked, single) => {
          const options = { maxDays, isLocked: (d: string) => locked.includes(d), single };
          let state = EMPTY_RANGE;
          for (const d of days) {
            state = clickDay(state, d, options);
            if (state.start) expect(locked).not.toContain(state.start);
            if (state.end) expect(locked).not.toContain(state.end);
            if (state.start && state.end) {
              expect(daysBetween(state.start, state.end)).toBeGreaterThanOrEqual(0);
              if (!single)
                expect(daysBetween(state.start, state.end) + 1).toBeLessThanOrEqual(maxDays);
            }
            if (single && state.start) expect(state.end).toBe(state.start);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
