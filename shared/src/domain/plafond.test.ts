import { describe, expect, it } from 'vitest';
import { computeAllowance } from '../tachograph/engine.js';
import { dur, lay, MONDAY } from '../tachograph/testTimeline.js';
import { toDriverPlafond } from '../tachograph/views.js';
import { driverPlafondSchema } from './plafond.js';

describe('driverPlafondSchema', () => {
  it('accepts what the tachograph engine produces', () => {
    const { periods, end } = lay(MONDAY - dur('2d'), [
      ['REST', '2d'],
      ['DRIVE', '3h'],
      ['REST', '15m'],
      ['DRIVE', '1h'],
    ]);
    const plafond = toDriverPlafond(computeAllowance({ periods, now: end }));
    expect(driverPlafondSchema.parse(plafond)).toEqual(plafond);
  });

  it('rejects an unknown detection state by its path', () => {
    const r = driverPlafondSchema.safeParse({ view: {}, plafond: { detectionState: 'NAP' } });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['plafond.detectionState']);
  });
});
