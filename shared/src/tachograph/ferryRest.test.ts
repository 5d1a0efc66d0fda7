import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { findInfringements } from './infringements.js';
import { dur, lay, MONDAY, type Step } from './testTimeline.js';
import type { ActivityPeriod } from './types.js';

/** A day of 8 h 30 of driving, a daily rest around a night ferry, then 4 h of driving. */
function ferryNight(
  onBoard: readonly Step[],
  marked = true,
): { periods: ActivityPeriod[]; end: number } {
  const before: Step[] = [
    ['DRIVE', '4h30m'],
    ['REST', '45m'],
    ['DRIVE', '4h'],
  ];
  const after: Step[] = [['DRIVE', '4h']];
  const { periods, end } = lay(MONDAY + dur('6h'), [...before, ...onBoard, ...after]);
  const ferryFrom = before.length;
  const ferryTo = before.length + onBoard.length;
  return {
    periods: periods.map((p, i) =>
      marked && i >= ferryFrom && i < ferryTo && p.activity !== 'REST' ? { ...p, ferry: true } : p,
    ),
    end,
  };
}

const rules = (periods: ActivityPeriod[], now: number) =>
  findInfringements({ periods, now }).map((f) => f.rule);

describe('Art. 9: a daily rest on a ferry, interrupted by boarding and disembarking', () => {
  // 1 h waiting at the port, 15 min boarding, 8 h in the cabin, 15 min off the ship, 2 h ashore.
  const night: Step[] = [
    ['REST', '1h'],
    ['WORK', '15m'],
    ['REST', '8h'],
    ['WORK', '15m'],
    ['REST', '2h'],
  ];

  it('is one regular daily rest when its parts make 11 h and the two interruptions 30 min', () => {
    const { periods, end } = ferryNight(night);
    expect(rules(periods, end + dur('1d'))).toEqual([]);
    // Read while the driver drives on after it: a new day, its driving counted from zero.
    const a = computeAllowance({ periods, now: end });
    expect(a.dailyDrive).toBe(dur('4h'));
  });

  it('without the ferry condition the same records break the daily rest rule', () => {
    const { periods, end } = ferryNight(night, false);
    expect(rules(periods, end + dur('1d'))).toContain('daily_rest');
  });

  it('is not one rest when the interruptions last more than an hour in all', () => {
    const long: Step[] = [
      ['REST', '1h'],
      ['WORK', '35m'],
      ['REST', '8h'],
      ['WORK', '35m'],
      ['REST', '2h'],
    ];
    const { periods, end } = ferryNight(long);
    expect(rules(periods, end + dur('1d'))).toContain('daily_rest');
  });

  it('is not one rest when interrupted three times', () => {
    const thrice: Step[] = [
      ['REST', '1h'],
      ['WORK', '10m'],
      ['REST', '4h'],
      ['WORK', '10m'],
      ['REST', '4h'],
      ['WORK', '10m'],
      ['REST', '2h'],
    ];
    const { periods, end } = ferryNight(thrice);
    expect(rules(periods, end + dur('1d'))).toContain('daily_rest');
  });

  it('reads a rest still under way on board as one rest from the port', () => {
    const { periods } = ferryNight(night);
    // At 3 h into the cabin: 1 h ashore, boarding, 3 h on board: a split first part, not a break.
    const boarding = periods.find((p) => p.ferry) as ActivityPeriod;
    const now = boarding.end + dur('3h');
    const a = computeAllowance({ periods, now });
    expect(a.restInProgress?.since).toBe(boarding.start - dur('1h'));
    expect(a.restInProgress?.countsAs).toBe('SPLIT_FIRST_PART');
  });
});
