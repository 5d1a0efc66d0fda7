import { describe, expect, it } from 'vitest';
import { parseIsoUtc, toMs } from './time.js';

describe('toMs', () => {
  it('agrees with Date.parse on the common upstream forms', () => {
    const samples = [
      '2026-11-23T23:31:00Z',
      '2026-11-23T23:31:00.123Z',
      '2026-01-01T00:00:00.000Z',
      '1999-12-28T23:59:59.999Z',
      '2026-06-15T08:05:09+02:00',
      '2026-06-15T08:05:09.250-05:30',
      '2026-03-28T01:59:59+00:00',
    ];
    for (const s of samples) {
      expect(parseIsoUtc(s), s).toBe(Date.parse(s));
      expect(toMs(s), s).toBe(Date.parse(s));
    }
  });

  it('leaves every other form to Date.parse, whose answer it keeps', () => {
    const others = [
      '2026-11-23T23:31:00', // no zone: local time
      '2026-11-23 23:31:00Z',
      '2026-02-30T10:00:00Z', // day past 28 is Date.parse's to judge
      '2026-11-23T24:00:00Z',
      '2026-11-23T23:31:00.1Z',
      '2026-11-23T23:31:00.123456Z',
      '2026-11-23',
      'Mon, 23 Nov 2026 23:31:00 GMT',
    ];
    for (const s of others) {
      expect(parseIsoUtc(s), s).toBeUndefined();
      const expected = Date.parse(s);
      expect(toMs(s), s).toBe(Number.isNaN(expected) ? undefined : expected);
    }
  });

  it('answers undefined for what does not parse, even right after a good date', () => {
    expect(toMs('2026-11-23T23:31:00Z')).toBe(Date.parse('2026-11-23T23:31:00Z'));
    expect(toMs('2026-13-01T00:00:00Z')).toBeUndefined();
    expect(toMs('not a date')).toBeUndefined();
    expect(toMs('')).toBeUndefined();
    expect(toMs(null)).toBeUndefined();
    expect(toMs(undefined)).toBeUndefined();
    // The remembered string does not leak into a different one.
    expect(toMs('2026-11-23T23:31:01Z')).toBe(Date.parse('2026-11-23T23:31:01Z'));
  });
});
