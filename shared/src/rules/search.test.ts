import { describe, expect, it } from 'vitest';
import { filterCompanies, normaliseCompanySearch, parseCoordinateText } from './search.js';

describe('company search', () => {
  it('ignores # _ space . - / , ; : and case', () => {
    expect(normaliseCompanySearch('#A_b c.d-e/f,g;h:I')).toBe('abcdefghi');
  });
  const companies = [
    { id: 1, business_name: 'Trasporti Rossi S.p.A.' },
    { id: 22, business_name: 'Logistica-Nord s.r.l.' },
  ];
  it.each([
    ['', [1, 22]],
    ['rossi spa', [1]],
    ['TRASPORTIROSSI', [1]],
    ['logistica nord', [22]],
    ['22', [22]],
    ['bianchi', []],
  ])('%s finds %o', (q, ids) =>
    expect(filterCompanies(companies, q).map((c) => c.id)).toEqual(ids),
  );
});

describe('coordinate text', () => {
  it.each([
    ['45.1, 9.2', { lat: 45.1, lng: 9.2 }],
    [' 45.1,9.2 ', { lat: 45.1, lng: 9.2 }],
    ['-33.86 151.2', { lat: -33.86, lng: 151.2 }],
    ['45;9', { lat: 45, lng: 9 }],
    ['91.0, 9.2', undefined],
    ['45.1, 181', undefined],
    ['Via Roma 45, 9', undefined],
    ['45.1', undefined],
    ['45.1, 9.2, 3', undefined],
  ])('%s reads as %o', (text, out) => expect(parseCoordinateText(text)).toEqual(out));
});
