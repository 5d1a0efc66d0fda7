import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { day, dur, lay, MONDAY, type Step } from './testTimeline.js';

const afterWeeklyRest = (steps: Step[], now?: number, team = false) => {
  const { periods, end } = lay(MONDAY - dur('2d'), [['REST', '2d'], ...steps]);
  return computeAllowance({ periods, now: now ?? end, team });
};

describe('Art. 6(1): daily driving 9 h, extended to 10 h twice a week', () => {
  it('after 9 h on Monday the driver may still use an extension: 1 h left, two bonuses', () => {
    const a = afterWeeklyRest([
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
    ]);
    expect(a.dailyDrive).toBe(dur('9h'));
    expect(a.dailyLimit).toBe(dur('10h'));
    expect(a.dailyDriveLeft).toBe(dur('1h'));
    expect(a.driveBonus).toBe(2);
  });

  it('two 10 h days use both extensions: the third day is limited to 9 h', () => {
    const a = afterWeeklyRest([...day('10h'), ...day('10h'), ['DRIVE', '1h']]);
    expect(a.driveBonus).toBe(0);
    expect(a.dailyLimit).toBe(dur('9h'));
    expect(a.dailyDriveLeft).toBe(dur('8h'));
  });

  it('exactly 9 h on a day without bonuses leaves nothing: the state is BLOCK and the next rest DAILY', () => {
    const a = afterWeeklyRest([...day('10h'), ...day('10h'), ...day('9h', '45m')]);
    expect(a.dailyDriveLeft).toBe(0);
    expect(a.state).toBe('BLOCK');
    expect(a.nextRestType).toBe('DAILY');
  });

  it('an extension used today counts: the limit stays 10 h and one bonus is left', () => {
    const a = afterWeeklyRest([...day('10h', '45m')]);
    expect(a.dailyLimit).toBe(dur('10h'));
    expect(a.dailyDriveLeft).toBe(0);
    expect(a.driveBonus).toBe(1);
  });
});

describe('Art. 8(2) and 8(4): daily rests', () => {
  it('a regular 11 h rest ends the day: daily driving starts again from zero', () => {
    const a = afterWeeklyRest([...day('9h'), ['DRIVE', '1h']]);
    expect(a.dailyDrive).toBe(dur('1h'));
    expect(a.restBonus).toBe(3);
  });

  it('a 9 h rest is a reduced rest and uses one of three', () => {
    const a = afterWeeklyRest([...day('8h', '9h'), ['DRIVE', '1h']]);
    expect(a.dailyDrive).toBe(dur('1h'));
    expect(a.restBonus).toBe(2);
  });

  it('the third reduced rest leaves no bonus, so the next daily rest must be 11 h', () => {
    const a = afterWeeklyRest([
      ...day('8h', '9h'),
      ...day('8h', '9h'),
      ...day('8h', '9h'),
      ['DRIVE', '1h'],
    ]);
    expect(a.restBonus).toBe(0);
    expect(a.workingDayEnd - a.workingDayStart).toBe(dur('13h'));
  });

  it('8h59 of rest is not a daily rest: the day goes on', () => {
    const a = afterWeeklyRest([...day('4h', '8h59m'), ['DRIVE', '1h']]);
    expect(a.dailyDrive).toBe(dur('5h'));
  });

  it('a split rest of 3 h then 9 h is a regular rest and uses no reduced allowance', () => {
    const a = afterWeeklyRest([
      ['DRIVE', '4h'],
      ['REST', '3h'],
      ['DRIVE', '4h'],
      ['REST', '9h'],
      ['DRIVE', '1h'],
    ]);
    expect(a.dailyDrive).toBe(dur('1h'));
    expect(a.restBonus).toBe(3);
  });

  it('9 h then 3 h is not a split rest: the 9 h is a reduced rest', () => {
    const a = afterWeeklyRest([
      ['DRIVE', '4h'],
      ['REST', '9h'],
      ['DRIVE', '4h'],
      ['REST', '3h'],
    ]);
    expect(a.restBonus).toBe(2);
  });

  it('the working day ends 24 h after the last rest minus the shortest rest still allowed', () => {
    const a = afterWeeklyRest([['DRIVE', '2h']]);
    expect(a.workingDayStart).toBe(MONDAY);
    expect(a.workingDayEnd).toBe(MONDAY + dur('15h'));
    expect(a.workingDayLeft).toBe(dur('13h'));
    expect(a.restNeeded).toBe(dur('9h'));
  });

  it('after the first 3 h part of a split rest, the 9 h second part must fit in the 24 h', () => {
    const a = afterWeeklyRest([
      ['DRIVE', '4h'],
      ['REST', '3h'],
      ['DRIVE', '1h'],
    ]);
    expect(a.workingDayEnd).toBe(MONDAY + dur('15h'));
    expect(a.restNeeded).toBe(dur('9h'));
  });

  it('a rest in progress counts towards the rest still needed', () => {
    const a = afterWeeklyRest([
      ['DRIVE', '4h'],
      ['REST', '5h'],
    ]);
    expect(a.inRest).toBe(true);
    expect(a.restNeeded).toBe(dur('4h'));
  });

  it('a withdrawn card counts as rest: an 11 h gap ends the day', () => {
    const monday = lay(MONDAY, [['DRIVE', '4h']]);
    const tuesday = lay(monday.end + dur('11h'), [['DRIVE', '1h']]);
    const a = computeAllowance({
      periods: [...monday.periods, ...tuesday.periods],
      now: tuesday.end,
    });
    expect(a.dailyDrive).toBe(dur('1h'));
  });
});

describe('Art. 8(5): multi-manning', () => {
  it('a team needs 9 h of rest within 30 h', () => {
    const a = afterWeeklyRest([['DRIVE', '4h']], undefined, true);
    expect(a.workingDayEnd).toBe(MONDAY + dur('21h'));
    expect(a.restNeeded).toBe(dur('9h'));
  });

  it('in a team a 9 h rest is a regular daily rest', () => {
    const a = afterWeeklyRest([...day('8h', '9h'), ['DRIVE', '1h']], undefined, true);
    expect(a.dailyDrive).toBe(dur('1h'));
  });
});
