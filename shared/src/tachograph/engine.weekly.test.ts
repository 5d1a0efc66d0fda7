import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { day, dur, lay, MONDAY, type Step } from './testTimeline.js';
import { WEEK_SECONDS } from './rules561.js';

const fromMonday = (start: number, steps: Step[]) => {
  const { periods, end } = lay(start, steps);
  return { periods, end };
};

describe('Art. 6(2) and 6(3): weekly 56 h, two-weekly 90 h', () => {
  it('56 h in the week leaves no weekly driving: BLOCK, next rest WEEKLY', () => {
    // Five 10h/9h days are 47 h; add a sixth day of 9 h: 56 h.
    const steps: Step[] = [
      ...day('10h'),
      ...day('10h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h', '45m'),
    ];
    const { periods, end } = fromMonday(MONDAY, steps);
    const a = computeAllowance({ periods, now: end });
    expect(a.weeklyDrive).toBe(dur('56h'));
    expect(a.weeklyDriveLeft).toBe(0);
    expect(a.state).toBe('BLOCK');
    expect(a.nextRestType).toBe('WEEKLY');
  });

  it('56 h last week and 34 h this week leave nothing over two weeks', () => {
    const last = fromMonday(MONDAY - WEEK_SECONDS, [
      ...day('10h'),
      ...day('10h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h', '2d'),
    ]);
    const thisWeek = fromMonday(MONDAY + dur('6h'), [
      ...day('9h'),
      ...day('9h'),
      ...day('9h'),
      ...day('7h', '1h'),
    ]);
    const a = computeAllowance({
      periods: [...last.periods, ...thisWeek.periods],
      now: thisWeek.end,
    });
    expect(a.previousWeekDrive).toBe(dur('56h'));
    expect(a.weeklyDrive).toBe(dur('34h'));
    expect(a.biweeklyDriveLeft).toBe(0);
    expect(a.weeklyDriveLeft).toBe(dur('22h'));
    expect(a.state).toBe('BLOCK');
  });

  it('driving across Monday 00:00 counts in each week for its own part', () => {
    const { periods } = fromMonday(MONDAY - dur('1h'), [['DRIVE', '2h']]);
    const a = computeAllowance({ periods, now: MONDAY + dur('1h') });
    expect(a.weeklyDrive).toBe(dur('1h'));
    expect(a.previousWeekDrive).toBe(dur('1h'));
  });
});

describe('Art. 8(6): weekly rests and compensation', () => {
  it('a 45 h rest is a regular weekly rest; the next one is due within six 24 h periods and may be reduced', () => {
    const { periods, end } = fromMonday(MONDAY - dur('45h'), [
      ['REST', '45h'],
      ['DRIVE', '2h'],
    ]);
    const a = computeAllowance({ periods, now: end });
    expect(a.lastWeeklyRest?.duration).toBe(dur('45h'));
    expect(a.nextWeeklyRestBy).toBe(MONDAY + dur('6d'));
    expect(a.nextWeeklyRestDuration).toBe(dur('24h'));
    expect(a.compensations).toEqual([]);
    expect(a.restBonus).toBe(3);
  });

  it('a 24 h reduced weekly rest owes 21 h by the end of the third week after it, and the next must be regular', () => {
    const { periods, end } = fromMonday(MONDAY, [
      ['REST', '24h'],
      ['DRIVE', '2h'],
    ]);
    const a = computeAllowance({ periods, now: end });
    expect(a.nextWeeklyRestDuration).toBe(dur('45h'));
    expect(a.compensations).toHaveLength(1);
    expect(a.compensations[0]?.owed).toBe(dur('21h'));
    expect(a.compensations[0]?.deadline).toBe(MONDAY + 4 * WEEK_SECONDS);
  });

  it('23h59 of rest is not a weekly rest', () => {
    const { periods, end } = fromMonday(MONDAY, [
      ['DRIVE', '1h'],
      ['REST', '23h59m'],
      ['DRIVE', '1h'],
    ]);
    expect(computeAllowance({ periods, now: end }).lastWeeklyRest).toBeUndefined();
  });

  it('the weekly rest becomes the next rest once six 24 h periods have passed', () => {
    const days = Array.from({ length: 9 }, () => day('4h')).flat();
    const { periods, end } = fromMonday(MONDAY - dur('45h'), [
      ['REST', '45h'],
      ...days,
      ['DRIVE', '4h'],
      ['REST', '45m'],
      ['DRIVE', '3h45m'],
    ]);
    expect(end).toBe(MONDAY + dur('6d') - dur('30m'));
    const a = computeAllowance({ periods, now: end });
    expect(a.nextRestType).toBe('WEEKLY');
    expect(a.driveLeft).toBe(dur('30m'));
  });
});
