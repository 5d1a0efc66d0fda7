import { describe, expect, it } from 'vitest';
import { formatHm } from './formatHm.js';

describe('formatHm', () => {
  it.each([
    [4.5 * 3600, '4h 30m'],
    [59, '0h 00m'],
    [60, '0h 01m'],
    [10 * 3600 + 59, '10h 00m'],
    [-5, '0h 00m'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatHm(seconds)).toBe(text);
  });

  it('shows the missing-value text for absent values', () => {
    expect(formatHm(undefined)).toBe('n.d.');
    expect(formatHm(null, '—')).toBe('—');
  });
});
