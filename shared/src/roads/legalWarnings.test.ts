import { describe, expect, it } from 'vitest';
import { legalWarnings } from './legalWarnings.js';

const truck = {
  height: 400,
  width: 255,
  length: 1650,
  totalPermittedWeight: 40_000,
  axleLoad: 11_500,
  numberOfAxles: 5,
};

describe('the profile form’s legal warnings', () => {
  it('a standard 40 t, 4 m, 16.50 m, 2.55 m five-axle truck gets none', () => {
    expect(legalWarnings(truck)).toEqual([]);
  });

  it('4.2 m: over 4 m everywhere but France', () => {
    expect(legalWarnings({ ...truck, height: 420 })).toEqual([
      { kind: 'height', limit: 4, countries: ['IT', 'CH', 'AT', 'DE', 'SI'] },
    ]);
  });

  it('44 t is legal in Italy and France only; 45 t nowhere', () => {
    expect(legalWarnings({ ...truck, totalPermittedWeight: 44_000 })).toEqual([
      { kind: 'weight', limit: 40, countries: ['CH', 'AT', 'DE', 'SI'] },
    ]);
    expect(legalWarnings({ ...truck, totalPermittedWeight: 45_000 })[0]?.countries).toHaveLength(6);
  });

  it('18 m is legal only as a road train; 19 m and 2.60 m are over the limits', () => {
    expect(legalWarnings({ ...truck, length: 1800 })).toEqual([
      { kind: 'articulated', limit: 16.5, countries: [], max: 18.75 },
    ]);
    expect(legalWarnings({ ...truck, length: 1900, width: 260 }).map((w) => w.kind)).toEqual([
      'width',
      'length',
    ]);
  });
});
