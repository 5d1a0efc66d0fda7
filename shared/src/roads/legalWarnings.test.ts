import { describe, expect, it } from 'vitest';
import { CORRIDORS } from './corridors.js';
import { FERRY_LINES, PORT_ROADS } from './ferries.js';
import { LEGAL_LIMIT_COUNTRIES, legalLimitsOf } from './legalLimits.js';
import { LEGAL_COUNTRIES, legalWarnings } from './legalWarnings.js';
import { REGIONAL } from './regional.js';

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

  it('4.2 m: over 4 m everywhere but France, Monaco and Great Britain (no general limit)', () => {
    expect(legalWarnings({ ...truck, height: 420 })).toEqual([
      {
        kind: 'height',
        limit: 4,
        countries: ['IT', 'CH', 'AT', 'DE', 'SI', 'SM', 'LI', 'GR'],
      },
    ]);
  });

  it('a country without a general height limit is never named for height', () => {
    const noLimit = LEGAL_COUNTRIES.filter((c) => legalLimitsOf(c).heightM === 0);
    expect(noLimit).toEqual(['FR', 'MC', 'GB']);
    for (const height of [401, 450, 600, 1000]) {
      const countries = legalWarnings({ ...truck, height })[0]?.countries ?? [];
      expect(countries.length).toBeGreaterThan(0);
      for (const c of noLimit) expect(countries).not.toContain(c);
    }
  });

  it('44 t is legal in Italy, San Marino, France and Monaco only; 45 t nowhere', () => {
    expect(legalWarnings({ ...truck, totalPermittedWeight: 44_000 })).toEqual([
      { kind: 'weight', limit: 40, countries: ['CH', 'AT', 'DE', 'SI', 'LI', 'GB', 'GR'] },
    ]);
    expect(legalWarnings({ ...truck, totalPermittedWeight: 45_000 })[0]?.countries).toEqual(
      LEGAL_COUNTRIES,
    );
  });

  it('Great Britain: 42 t is over its 40 t for five axles, within its 44 t for six', () => {
    const five = legalWarnings({ ...truck, totalPermittedWeight: 42_000 })[0];
    expect(five).toMatchObject({ kind: 'weight', limit: 40 });
    expect(five?.countries).toContain('GB');
    const six = legalWarnings({ ...truck, totalPermittedWeight: 42_000, numberOfAxles: 6 })[0];
    expect(six?.countries).not.toContain('GB');
    // The sixth axle changes Great Britain's answer and no other country's.
    const gone = (five?.countries ?? []).filter((c) => !six?.countries.includes(c));
    expect(gone).toEqual(['GB']);
  });

  it('the countries are every country with national limits and every one the network reaches', () => {
    const reached = [...CORRIDORS, ...PORT_ROADS]
      .flatMap((c) => c.towns)
      .concat(FERRY_LINES.flatMap((l) => [l.from, l.to]))
      .map((ref) => ref.split('/')[1]);
    for (const c of [...REGIONAL.countries, ...LEGAL_LIMIT_COUNTRIES, ...reached])
      expect(LEGAL_COUNTRIES).toContain(c);
    expect(LEGAL_COUNTRIES).toEqual([...new Set(LEGAL_COUNTRIES)]);
    expect(LEGAL_COUNTRIES.slice(0, 6)).toEqual(['IT', 'FR', 'CH', 'AT', 'DE', 'SI']);
    expect(LEGAL_COUNTRIES).toContain('GB');
    expect(LEGAL_COUNTRIES).toContain('GR');
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
