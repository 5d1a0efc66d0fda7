import { describe, expect, it } from 'vitest';
import { printMode, printTokens, type TokenRule } from './printPalette.js';

const rules: TokenRule[] = [
  {
    selectors: [':root'],
    tokens: [
      ['--text', ' #1b2430'],
      ['--muted', '#5b6776'],
    ],
  },
  { selectors: [":root[data-theme='dark']"], tokens: [['--text', '#e4e8ee']] },
  {
    selectors: [":root[data-theme='colorblind']", " :root[data-theme='colorblind_dark']"],
    tokens: [['--accent', '#0072b2']],
  },
  { selectors: [':root'], tokens: [['--activity-rest', '#6a1b9a']] },
  { selectors: [':root[data-theme="colorblind_dark"]'], tokens: [['--text', '#eceff3']] },
  { selectors: ['.chart-label'], tokens: [['--text', '#ff0000']] },
];

describe("the report's print palette", () => {
  it('prints every dark mode as its light counterpart', () => {
    expect(printMode('dark')).toBe('light');
    expect(printMode('light')).toBe('light');
    expect(printMode(undefined)).toBe('light');
    expect(printMode('colorblind_dark')).toBe('colorblind');
    expect(printMode('colorblind')).toBe('colorblind');
  });

  it("takes the light tokens of every :root rule, never a dark mode's or an element's", () => {
    expect(Object.fromEntries(printTokens(rules, 'light'))).toEqual({
      '--text': '#1b2430',
      '--muted': '#5b6776',
      '--activity-rest': '#6a1b9a',
    });
  });

  it("lays the colour-blind mode's tokens over the light ones, not the colour-blind dark's", () => {
    expect(Object.fromEntries(printTokens(rules, 'colorblind'))).toEqual({
      '--text': '#1b2430',
      '--muted': '#5b6776',
      '--activity-rest': '#6a1b9a',
      '--accent': '#0072b2',
    });
  });
});
