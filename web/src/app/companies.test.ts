import { describe, expect, it } from 'vitest';
import { filterCompanies, normalizeCompanySearch } from './companies.js';

const list = [
  { id: 1, business_name: 'Alpi Logistica S.p.A.' },
  { id: 4, business_name: 'Trasporti Adriatica S.r.l.' },
];

describe('company search', () => {
  it('ignores # _ space . - / , ; : and case', () => {
    expect(normalizeCompanySearch('S.p.A. #1_a-b/c,d;e:f G')).toBe('spa1abcdefg');
  });

  it('finds a company typed without its punctuation', () => {
    expect(filterCompanies(list, 'spa').map((c) => c.id)).toEqual([1]);
    expect(filterCompanies(list, 'TRASPORTI adr').map((c) => c.id)).toEqual([4]);
    expect(filterCompanies(list, 'nowhere')).toEqual([]);
  });
});
