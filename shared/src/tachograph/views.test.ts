import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { dur, lay, MONDAY } from './testTimeline.js';
import { toDriverPlafond } from './views.js';

describe('toDriverPlafond', () => {
  it('maps a driving driver to the plafond block and the views', () => {
    const { periods, end } = lay(MONDAY - dur('2d'), [
      ['REST', '2d'],
      ['DRIVE', '3h'],
      ['REST', '15m'],
      ['DRIVE', '1h'],
    ]);
    const p = toDriverPlafond(computeAllowance({ periods, now: end }));
    expect(p.plafond).toEqual({
      detectionDate: new Date((MONDAY + dur('4h15m')) * 1000).toISOString(),
      dailyPlafondDrive: dur('6h'),
      totalDailyDrive: dur('4h'),
      detectionState: 'DRIVE',
      drivePlafond: dur('30m'),
      driveTypeNextRest: 'SESSION',
      driveBonus: 2,
      restBonus: 3,
      restPlafond: dur('9h'),
      inRest: false,
    });
    expect(p.view.dpv5).toMatchObject({
      plafondDailyHours: 6,
      plafondDailyMinutes: 0,
      percDrivingDay: 40,
    });
    expect(p.view.dpv4).toMatchObject({ residualHours: 10, residualMinutes: 45, bonus: 3 });
    expect(p.view.dpv6).toMatchObject({ plafondWeeklyHours: 52, percDrivingWeekly: 7 });
    expect(p.view.dpv8).toMatchObject({ duration: dur('2d'), nextDurationHours: 24 });
    expect(p.view.dpv2).toMatchObject({ state: 'REST', splitFirstPartDone: true });
    expect(p.view.dpv9).toEqual([]);
  });

  it('shows BLOCK as the next state for a resting driver with no daily driving left', () => {
    const { periods, end } = lay(MONDAY, [
      ['REST', '2d'],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '1h'],
      ['REST', '30m'],
    ]);
    const p = toDriverPlafond(computeAllowance({ periods, now: end }));
    expect(p.plafond.detectionState).toBe('BLOCK');
    expect(p.view.dpv2.state).toBe('BLOCK');
    expect(p.view.dpv9).toEqual([]);
  });
});
