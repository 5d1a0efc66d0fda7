import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { dur, lay, MONDAY, type Step } from './testTimeline.js';

// Start at 06:00 after a long weekly rest so only the steps under test matter.
const START = MONDAY + dur('6h');
const weekend: Step[] = [['REST', '2d']];
const run = (steps: Step[], extra: { team?: boolean } = {}) => {
  const { periods, end } = lay(START - dur('2d'), [...weekend, ...steps]);
  return computeAllowance({ periods, now: end, ...extra });
};

describe('Art. 7 of Regulation 561/2006: breaks', () => {
  it.each([
    ['4h29m', dur('1m'), 'DRIVE'],
    ['4h30m', 0, 'DRIVE'],
  ])('after %s of driving, driving left before a break is %i s', (drive, left, state) => {
    const a = run([['DRIVE', drive]]);
    expect(a.breakDriveLeft).toBe(left);
    expect(a.state).toBe(state);
    if (left === 0) {
      expect(a.driveLeft).toBe(0);
      expect(a.nextRestType).toBe('SESSION');
    }
  });

  it('a 45 min break after 4h30 resets continuous driving (Art. 7, first paragraph)', () => {
    const a = run([
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
    ]);
    expect(a.breakDriveLeft).toBe(dur('4h30m'));
    expect(a.inRest).toBe(true);
  });

  it('a 44 min break does not reset it, but counts as the first part of a split break', () => {
    const a = run([
      ['DRIVE', '4h'],
      ['REST', '44m'],
    ]);
    expect(a.breakDriveLeft).toBe(dur('30m'));
    expect(a.splitFirstPartDone).toBe(true);
  });

  it('15 min then 30 min resets it (Art. 7, second paragraph: split break)', () => {
    const a = run([
      ['DRIVE', '2h'],
      ['REST', '15m'],
      ['DRIVE', '2h'],
      ['REST', '30m'],
    ]);
    expect(a.breakDriveLeft).toBe(dur('4h30m'));
    expect(a.splitFirstPartDone).toBe(false);
  });

  it('15 min then 29 min does not: 4h of driving count and 30 min remain', () => {
    const a = run([
      ['DRIVE', '2h'],
      ['REST', '15m'],
      ['DRIVE', '2h'],
      ['REST', '29m'],
    ]);
    expect(a.breakDriveLeft).toBe(dur('30m'));
    expect(a.splitFirstPartDone).toBe(true);
  });

  it('14 min is not a break part at all', () => {
    const a = run([
      ['DRIVE', '2h'],
      ['REST', '14m'],
    ]);
    expect(a.splitFirstPartDone).toBe(false);
  });

  it('other work is neither driving nor a break', () => {
    const a = run([
      ['DRIVE', '3h'],
      ['WORK', '1h'],
      ['DRIVE', '1h'],
    ]);
    expect(a.breakDriveLeft).toBe(dur('30m'));
    expect(a.state).toBe('DRIVE');
  });

  it('availability is a break for a co-driver in a team, not for a single driver', () => {
    const steps: Step[] = [
      ['DRIVE', '4h30m'],
      ['AVAILABILITY', '45m'],
    ];
    expect(run(steps).breakDriveLeft).toBe(0);
    expect(run(steps, { team: true }).breakDriveLeft).toBe(dur('4h30m'));
  });
});
