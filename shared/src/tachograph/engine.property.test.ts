import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAllowance } from './engine.js';
import { MONDAY } from './testTimeline.js';
import type { ActivityPeriod, TachoActivity } from './types.js';

const activityArb = fc.constantFrom<TachoActivity>('DRIVE', 'WORK', 'AVAILABILITY', 'REST');
const periodsArb = fc.array(fc.tuple(activityArb, fc.integer({ min: 60, max: 50 * 3600 })), {
  minLength: 1,
  maxLength: 60,
});

describe('computeAllowance invariants on random histories', () => {
  it('keeps every allowance within its legal range and drive-left as the tightest limit', () => {
    fc.assert(
      fc.property(periodsArb, fc.boolean(), (steps, team) => {
        let t = MONDAY;
        const periods: ActivityPeriod[] = steps.map(([activity, length]) => {
          const p = { start: t, end: t + length, activity };
          t += length;
          return p;
        });
        const a = computeAllowance({ periods, now: t, team });
        const limits = [a.breakDriveLeft, a.dailyDriveLeft, a.weeklyDriveLeft, a.biweeklyDriveLeft];
        expect(a.driveLeft).toBeGreaterThanOrEqual(0);
        expect(a.driveLeft).toBeLessThanOrEqual(Math.min(...limits));
        expect(a.breakDriveLeft).toBeLessThanOrEqual(4.5 * 3600);
        expect(a.dailyDriveLeft).toBeLessThanOrEqual(10 * 3600);
        expect(a.driveBonus).toBeGreaterThanOrEqual(0);
        expect(a.driveBonus).toBeLessThanOrEqual(2);
        expect(a.restBonus).toBeGreaterThanOrEqual(0);
        expect(a.restBonus).toBeLessThanOrEqual(3);
        expect(a.workingDayStart).toBeLessThanOrEqual(t);
        expect(a.state === 'BLOCK').toBe(
          a.dailyDriveLeft === 0 || a.weeklyDriveLeft === 0 || a.biweeklyDriveLeft === 0,
        );
        for (const c of a.compensations) expect(c.owed).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});
