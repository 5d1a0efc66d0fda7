import { describe, expect, it } from 'vitest';
import type { Plafond } from '../domain/plafond.js';
import { plafondDisplay, remainingSplitBreak } from './plafondDisplay.js';

const base: Plafond = { detectionState: 'REST', dailyPlafondDrive: 3600, drivePlafond: 5400 };

describe('plafondDisplay', () => {
  it('shows only the current state in BLOCK', () => {
    expect(plafondDisplay({ ...base, detectionState: 'BLOCK' }, true)).toEqual({
      current: 'BLOCK',
      sessionRestIndicator: false,
    });
  });

  it.each([
    [3600, 'DRIVE'],
    [1, 'DRIVE'],
    [0, 'BLOCK'],
  ])('resting with a daily allowance of %i s, next is %s', (daily, next) => {
    expect(plafondDisplay({ ...base, dailyPlafondDrive: daily }, false).next).toEqual({
      state: next,
    });
  });

  it.each([
    ['SESSION', 'break'],
    ['DAILY', 'daily'],
    ['WEEKLY', 'weekly'],
    [null, 'rest'],
  ] as const)('driving before a %s rest names it %s, with residual driving', (type, name) => {
    const d = plafondDisplay(
      { ...base, detectionState: 'DRIVE', driveTypeNextRest: type, driveBonus: 600 },
      false,
    );
    expect(d.next).toEqual({ state: 'REST', rest: name });
    expect(d.residualDriveS).toBe(6000);
  });

  it('shows the session rest indicator only for a SESSION rest after a 15-minute break', () => {
    const drive = {
      ...base,
      detectionState: 'DRIVE' as const,
      driveTypeNextRest: 'SESSION' as const,
    };
    expect(plafondDisplay(drive, true).sessionRestIndicator).toBe(true);
    expect(plafondDisplay(drive, false).sessionRestIndicator).toBe(false);
    expect(
      plafondDisplay({ ...drive, driveTypeNextRest: 'DAILY' }, true).sessionRestIndicator,
    ).toBe(false);
  });
});

describe('remainingSplitBreak', () => {
  it.each([
    [[], 45],
    [[14], 45],
    [[15], 30],
    [[15, 14], 30],
    [[15, 15], 15],
    [[15, 30], 0],
    [[15, 15, 15], 0],
    [[45], 0],
    [[10, 45], 0],
  ])('after breaks %o, %i minutes remain', (taken, left) => {
    expect(remainingSplitBreak(taken)).toBe(left);
  });
});
