import { describe, expect, it } from 'vitest';
import { legalLimitsOf } from './legalLimits.js';
import { adrClosed, adrRank } from './restrictions.js';

describe('legal limits per country', () => {
  it('Directive 96/53/EC: 4 m, 2.55 m, 18.75 m, 40 t with five axles; Switzerland keeps them', () => {
    expect(legalLimitsOf('CH')).toEqual({
      heightM: 4,
      widthM: 2.55,
      lengthM: 18.75,
      weightT: 40,
      axleLoadT: 11.5,
    });
    expect(legalLimitsOf('DE').weightT).toBe(40);
    expect(legalLimitsOf('AT').weightT).toBe(40);
  });

  it('Italy and France allow 44 t with five axles; France sets no general height limit', () => {
    expect(legalLimitsOf('IT', 5)).toMatchObject({ weightT: 44, heightM: 4, axleLoadT: 12 });
    expect(legalLimitsOf('FR', 6)).toMatchObject({ weightT: 44, heightM: 0, axleLoadT: 13 });
  });

  it('Great Britain: 44 t only on six axles (40 t on five), 18.75 m, and no general height limit', () => {
    expect(legalLimitsOf('GB', 6)).toMatchObject({ weightT: 44, heightM: 0, lengthM: 18.75 });
    expect(legalLimitsOf('GB', 5).weightT).toBe(40);
    expect(legalLimitsOf('GB', 4).weightT).toBe(36);
  });

  it('fewer axles, less weight: 18 t on two, 26 t on three, 36 t on four', () => {
    expect([2, 3, 4].map((axles) => legalLimitsOf('IT', axles).weightT)).toEqual([18, 26, 36]);
  });
});

describe('ADR 1.9.5.2.2: which tunnel categories close to which load codes', () => {
  const closedTo = (tunnel: 'B' | 'C' | 'D' | 'E') =>
    (['B', 'C', 'D', 'E'] as const).filter((load) => adrClosed(adrRank(tunnel), adrRank(load)));

  it('a tunnel closes to every code up to its category: D to B, C and D; E to all', () => {
    expect(closedTo('B')).toEqual(['B']);
    expect(closedTo('C')).toEqual(['B', 'C']);
    expect(closedTo('D')).toEqual(['B', 'C', 'D']);
    expect(closedTo('E')).toEqual(['B', 'C', 'D', 'E']);
  });

  it('no code or no category: no restriction', () => {
    expect(adrClosed(0, adrRank('B'))).toBe(false);
    expect(adrClosed(adrRank('E'), adrRank(null))).toBe(false);
  });
});
