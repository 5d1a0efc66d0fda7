import { describe, expect, it } from 'vitest';
import { seriousness, type AnnexLine, type Seriousness } from './seriousness.js';
import { dur } from './testTimeline.js';

const MIN = 60;
/** Each line's boundaries: the value at a threshold and one minute either side. */
const cases: Array<[AnnexLine, string, number, Seriousness]> = [
  ['C1', '4h30m', MIN, 'MI'],
  ['C1', '5h', -MIN, 'MI'],
  ['C1', '5h', 0, 'SI'],
  ['C1', '6h', -MIN, 'SI'],
  ['C1', '6h', 0, 'VSI'],
  ['B1', '10h', -MIN, 'MI'],
  ['B1', '10h', 0, 'SI'],
  ['B1', '11h', 0, 'VSI'],
  ['B1', '13h30m', -MIN, 'VSI'],
  ['B1', '13h30m', 0, 'MSI'],
  ['B2', '11h', -MIN, 'MI'],
  ['B2', '12h', 0, 'VSI'],
  ['B2', '15h', 0, 'MSI'],
  ['B3', '60h', -MIN, 'MI'],
  ['B3', '60h', 0, 'SI'],
  ['B3', '70h', 0, 'MSI'],
  ['B4', '100h', 0, 'SI'],
  ['B4', '112h30m', -MIN, 'VSI'],
  ['B4', '112h30m', 0, 'MSI'],
  ['D1', '10h', 0, 'MI'],
  ['D1', '10h', -MIN, 'SI'],
  ['D1', '8h30m', 0, 'SI'],
  ['D1', '8h30m', -MIN, 'VSI'],
  ['D2', '8h', 0, 'MI'],
  ['D2', '8h', -MIN, 'SI'],
  ['D2', '7h', -MIN, 'VSI'],
  ['D3', '7h', 0, 'SI'],
  ['D4', '8h', -MIN, 'SI'],
  ['D6', '42h', 0, 'MI'],
  ['D6', '42h', -MIN, 'SI'],
  ['D6', '36h', -MIN, 'VSI'],
  ['D7', '3h', -MIN, 'MI'],
  ['D7', '3h', 0, 'SI'],
  ['D7', '12h', 0, 'VSI'],
];

describe('Regulation (EU) 2016/403 Annex I: seriousness by line', () => {
  it.each(cases)('%s at %s %+d s is %s', (line, at, delta, expected) => {
    expect(seriousness(line, dur(at) + delta)).toBe(expected);
  });
});
