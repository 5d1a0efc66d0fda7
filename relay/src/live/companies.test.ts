import { describe, expect, it } from 'vitest';
import { parseCompanyMasters, scopesOf, StaticCompanyDirectory } from './companies.js';

describe('company streams of a truck', () => {
  const directory = new StaticCompanyDirectory(
    new Map([
      [1, [2, 3]],
      [9, [3]],
    ]),
  );

  it('puts a truck in everyone’s stream, its companies’ and their masters’', () => {
    expect(scopesOf({ details: { company: 2 } }, directory)).toEqual(['*', 2, 1]);
    expect(scopesOf({ details: { company: 3 } }, directory)).toEqual(['*', 3, 1, 9]);
    expect(scopesOf({ details: { company: 4, secondary_company: 2 } }, directory)).toEqual([
      '*',
      4,
      2,
      1,
    ]);
    expect(scopesOf({ details: { company: 1 } }, directory)).toEqual(['*', 1]);
  });

  it('treats missing or malformed company fields as absent', () => {
    expect(scopesOf({}, directory)).toEqual(['*']);
    expect(scopesOf({ details: null }, directory)).toEqual(['*']);
    expect(scopesOf({ details: { company: '2', secondary_company: -1 } }, directory)).toEqual([
      '*',
    ]);
  });

  it('tells listeners when the masters change', () => {
    const d = new StaticCompanyDirectory();
    let calls = 0;
    const stop = d.onChange(() => (calls += 1));
    d.setMasters(new Map([[5, [6]]]));
    expect(d.viewersOf(6)).toEqual([6, 5]);
    stop();
    d.setMasters(new Map());
    expect(calls).toBe(1);
    expect(d.viewersOf(6)).toEqual([6]);
  });
});

describe('parseCompanyMasters', () => {
  it('reads master:slave,slave;master:slave', () => {
    expect(parseCompanyMasters('1:2,3; 10:11')).toEqual(
      new Map([
        [1, [2, 3]],
        [10, [11]],
      ]),
    );
    expect(parseCompanyMasters('')).toEqual(new Map());
  });

  it('names the bad part', () => {
    expect(() => parseCompanyMasters('1:2:3')).toThrow(/"1:2:3"/);
    expect(() => parseCompanyMasters('1:x')).toThrow(/"x" is not a company id/);
  });
});
