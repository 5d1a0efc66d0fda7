import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { WEEK_SECONDS } from './rules561.js';
import { day, dur, lay, MONDAY, type Step } from './testTimeline.js';

const MIN = 60;
const run = (start: number, steps: Step[], team = false) => {
  const { periods, end } = lay(start, steps);
  return computeAllowance({ periods, now: end, team });
};
/** `seconds` as a step length. */
const len = (seconds: number): string => `${Math.floor(seconds / 3600)}h${(seconds % 3600) / 60}m`;

describe('Art. 8(6), last subparagraph, and 8(7): a reduced weekly rest is compensated en bloc', () => {
  // Monday: a 24 h reduced weekly rest owes 21 h by the end of the third week after it.
  const owing: Step[] = [['REST', '24h'], ...day('9h', '11h'), ['DRIVE', '2h']];
  const withBlock = (block: number) =>
    run(MONDAY, [...owing, ['REST', len(dur('45h') + block)], ['DRIVE', '1h']]);

  it('a block of exactly 21 h attached to a regular weekly rest pays the debt', () => {
    expect(withBlock(dur('21h')).compensations).toEqual([]);
  });

  it('one minute more pays it too', () => {
    expect(withBlock(dur('21h') + MIN).compensations).toEqual([]);
  });

  it('one minute less pays nothing: the whole 21 h is still owed, not one minute', () => {
    const a = withBlock(dur('21h') - MIN);
    expect(a.compensations).toHaveLength(1);
    expect(a.compensations[0]?.owed).toBe(dur('21h'));
  });

  it('two shorter surpluses do not add up: 11 h and 10 h beyond two daily rests pay nothing', () => {
    const a = run(MONDAY, [
      ...owing,
      ['REST', '22h'],
      ['DRIVE', '4h'],
      ['REST', '21h'],
      ['DRIVE', '1h'],
    ]);
    expect(a.compensations[0]?.owed).toBe(dur('21h'));
  });

  it('attached to a regular daily rest (11 h + 21 h) the block pays, and that rest is not a weekly rest', () => {
    const a = run(MONDAY, [...owing, ['REST', '32h'], ['DRIVE', '1h']]);
    expect(a.compensations).toEqual([]);
    expect(a.lastWeeklyRest?.duration).toBe(dur('24h'));
  });

  it('a block that cannot end by the end of the third week pays nothing; one that can, pays', () => {
    const deadline = MONDAY + 4 * WEEK_SECONDS;
    const first = lay(MONDAY, owing);
    /** Work days with 11 h rests (no block) up to `start`, then a 66 h rest (a 21 h block). */
    const blockAt = (start: number) => {
      const filler: Step[] = [];
      let t = first.end;
      while (t + dur('24h') <= start) {
        filler.push(['WORK', '13h'], ['REST', '11h']);
        t += dur('24h');
      }
      if (start > t) filler.push(['WORK', len(start - t)]);
      const rest = lay(first.end, [...filler, ['REST', '66h'], ['DRIVE', '1h']]);
      return computeAllowance({ periods: [...first.periods, ...rest.periods], now: rest.end });
    };
    expect(blockAt(deadline - dur('21h') + MIN).compensations[0]?.owed).toBe(dur('21h'));
    expect(blockAt(deadline - dur('21h')).compensations).toEqual([]);
    expect(blockAt(deadline - dur('21h') - MIN).compensations).toEqual([]);
  });
});

describe('Art. 8(2), second subparagraph: a daily rest is read by its part inside the 24-hour period', () => {
  // After a weekly rest, the day starts Monday 00:00; the 11 h rest starts `gap` later.
  const restAfter = (gap: number) =>
    run(MONDAY - dur('2d'), [
      ['REST', '2d'],
      ['DRIVE', '4h'],
      ['REST', '45m'],
      ['DRIVE', '4h'],
      ['WORK', len(gap - dur('8h45m'))],
      ['REST', '11h'],
      ['DRIVE', '1h'],
    ]);

  it('an 11 h rest starting 13 h 01 after the previous rest has 10 h 59 inside: reduced, one of three used', () => {
    const a = restAfter(dur('13h') + MIN);
    expect(a.dailyDrive).toBe(dur('1h'));
    expect(a.restBonus).toBe(2);
  });

  it('starting 13 h 00 after, all 11 h are inside: regular, no reduced rest used', () => {
    expect(restAfter(dur('13h')).restBonus).toBe(3);
  });

  it('starting 12 h 59 after, regular as well', () => {
    expect(restAfter(dur('13h') - MIN).restBonus).toBe(3);
  });

  it('starting 15 h 01 after, only 8 h 59 is inside: a late rest, not a reduced one', () => {
    const a = restAfter(dur('15h') + MIN);
    expect(a.dailyDrive).toBe(dur('1h'));
    expect(a.restBonus).toBe(3);
  });
});

describe('Art. 8(2) and 8(4): a rest in progress, read both ways', () => {
  const resting = (rest: string, reduced = 0) => {
    const before = Array.from({ length: reduced }, () => day('8h', '9h')).flat();
    return run(MONDAY - dur('2d'), [['REST', '2d'], ...before, ['DRIVE', '4h'], ['REST', rest]]);
  };

  it('after 9 h 00 of rest the day is over if the driver drives now (a reduced rest), and 2 h 00 more makes it regular', () => {
    const a = resting('9h');
    expect(a.inRest).toBe(true);
    expect(a.dailyDrive).toBe(0);
    expect(a.restBonus).toBe(2);
    expect(a.restNeeded).toBe(0);
    expect(a.restInProgress).toMatchObject({
      countsAs: 'REDUCED_DAILY',
      next: { becomes: 'REGULAR_DAILY', in: dur('2h') },
    });
  });

  it('after 8 h 59 the rest is too short to end the day: 1 min more makes it a reduced rest', () => {
    const a = resting('8h59m');
    expect(a.dailyDrive).toBe(dur('4h'));
    expect(a.restBonus).toBe(3);
    expect(a.restNeeded).toBe(MIN);
    expect(a.restInProgress).toMatchObject({
      countsAs: 'SPLIT_FIRST_PART',
      next: { becomes: 'REDUCED_DAILY', in: MIN },
    });
  });

  it('after 9 h 01 it is reduced, and 1 h 59 more makes it regular', () => {
    const a = resting('9h1m');
    expect(a.restBonus).toBe(2);
    expect(a.restInProgress?.next).toMatchObject({ becomes: 'REGULAR_DAILY', in: dur('1h59m') });
  });

  it('after 11 h it is regular; the next reading is a reduced weekly rest at 24 h', () => {
    const a = resting('11h');
    expect(a.restBonus).toBe(3);
    expect(a.restInProgress).toMatchObject({
      countsAs: 'REGULAR_DAILY',
      next: { becomes: 'REDUCED_WEEKLY', in: dur('13h') },
    });
  });

  it('with the three reduced rests used, 9 h 30 counts as a fourth (none allowed)', () => {
    const a = resting('9h30m', 3);
    expect(a.restInProgress).toMatchObject({ countsAs: 'REDUCED_DAILY', reducedAllowed: false });
    expect(a.restInProgress?.next).toMatchObject({ becomes: 'REGULAR_DAILY', in: dur('1h30m') });
  });

  it('a break in progress: 15 min is the first part, 30 min more completes the break', () => {
    const a = resting('15m');
    expect(a.restInProgress).toMatchObject({
      countsAs: 'BREAK_FIRST_PART',
      next: { becomes: 'BREAK', in: dur('30m') },
    });
  });
});
