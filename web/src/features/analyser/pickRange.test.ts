import { describe, expect, it } from 'vitest';
import { EMPTY_RANGE, type DateRangeState } from '@fleetdeck/shared';
import { isBlockedDay, nextEnd, pickDay, type RangeEnd } from './pickRange.js';

const max3 = { maxDays: 3 };

/** Clicks in order from `from`, `editing` chosen before each (undefined: leave it). */
function clicks(
  steps: readonly [RangeEnd | undefined, string][],
  from: DateRangeState = EMPTY_RANGE,
): { state: DateRangeState; editing: RangeEnd } {
  let at = { state: from, editing: 'auto' as RangeEnd };
  for (const [editing, day] of steps) at = pickDay(at.state, editing ?? at.editing, day, max3);
  return at;
}

describe('picking a range: which end a click sets', () => {
  it('sets the start then the end by default, and a click on a full range starts again', () => {
    const first = clicks([[undefined, '2026-12-01']]);
    expect(first.state).toMatchObject({ start: '2026-12-01', end: null });
    expect(nextEnd(first.state, first.editing)).toBe('end');
    const full = clicks([[undefined, '2026-12-03']], first.state);
    expect(full.state).toMatchObject({ start: '2026-12-01', end: '2026-12-03' });
    expect(nextEnd(full.state, full.editing)).toBe('start');
    expect(clicks([[undefined, '2026-12-02']], full.state).state).toMatchObject({
      start: '2026-12-02',
      end: null,
    });
  });

  it('moves the start to a later day directly once the start field is pressed', () => {
    const started = clicks([[undefined, '2026-12-01']]).state;
    // A plain click on the 2nd would end the range there; with the start chosen, it starts it.
    const moved = clicks([['start', '2026-12-02']], started);
    expect(moved.state).toMatchObject({ start: '2026-12-02', end: null });
    expect(moved.editing).toBe('auto');
    expect(clicks([[undefined, '2026-12-04']], moved.state).state).toMatchObject({
      start: '2026-12-02',
      end: '2026-12-04',
    });
  });

  it('keeps the end when the moved start still makes an allowed range, else asks for it again', () => {
    const full = clicks([
      [undefined, '2026-12-01'],
      [undefined, '2026-12-03'],
    ]).state;
    const later = { ...full, startTime: '08:00', endTime: '18:30' };
    expect(clicks([['start', '2026-12-02']], later).state).toEqual({
      start: '2026-12-02',
      end: '2026-12-03',
      startTime: '00:00',
      endTime: '18:30',
    });
    // Past the end, or more than 3 days before it: the end goes.
    expect(clicks([['start', '2026-12-05']], later).state).toMatchObject({
      start: '2026-12-05',
      end: null,
    });
    expect(clicks([['start', '2026-11-29']], later).state).toMatchObject({
      start: '2026-11-29',
      end: null,
    });
  });

  it('moves the end of a full range once the end field is pressed, within the maximum', () => {
    const full = clicks([
      [undefined, '2026-12-01'],
      [undefined, '2026-12-02'],
    ]).state;
    expect(clicks([['end', '2026-12-03']], full).state).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-03',
    });
    // Beyond 3 days: refused, still asking for the end.
    const refused = clicks([['end', '2026-12-04']], full);
    expect(refused.state).toBe(full);
    expect(refused.editing).toBe('end');
    expect(isBlockedDay('2026-12-04', full, 'end', max3)).toBe(true);
    expect(isBlockedDay('2026-12-04', full, 'start', max3)).toBe(false);
    expect(isBlockedDay('2026-12-04', full, 'auto', max3)).toBe(false);
  });

  it('never picks a locked day', () => {
    const locked = { isLocked: (d: string) => d === '2026-12-02' };
    const started = pickDay(EMPTY_RANGE, 'auto', '2026-12-01', locked).state;
    expect(pickDay(started, 'start', '2026-12-02', locked).state).toBe(started);
    expect(isBlockedDay('2026-12-02', started, 'start', locked)).toBe(true);
  });
});
