import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { clockFor } from './clock.js';

const EVENING = '2026-12-01T18:58:23Z'; // 19:58:23 in Rome (CET), 20:58:23 in Athens
const SUMMER_NIGHT = '2026-07-01T23:30:00Z'; // already 2 July in Rome (CEST, UTC+2)

/** Each language's date order and separators, 24-hour times (checked by hand against CLDR). */
const EXPECTED: Record<(typeof LANGUAGES)[number], [string, string]> = {
  it: ['01/12/2026 19:58', '02/07/2026'],
  en: ['01/12/2026 19:58', '02/07/2026'],
  fr: ['01/12/2026 19:58', '02/07/2026'],
  de: ['01.12.2026 19:58', '02.07.2026'],
  el: ['01/12/2026 19:58', '02/07/2026'],
  es: ['01/12/2026 19:58', '02/07/2026'],
  hu: ['2026. 12. 01. 19:58', '2026. 07. 02.'],
  pl: ['01.12.2026 19:58', '02.07.2026'],
  pt: ['01/12/2026 19:58', '02/07/2026'],
  ro: ['01.12.2026 19:58', '02.07.2026'],
};

describe('the one clock', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s: the date order of its language, in Rome', (lang) => {
    const clock = clockFor(lang, 'Europe/Rome');
    expect([clock.dateTime(EVENING), clock.date(SUMMER_NIGHT)]).toEqual(EXPECTED[lang]);
    expect(clock.dateTimeSeconds(EVENING)).toBe(`${EXPECTED[lang][0]}:23`);
    expect(clock.timeSeconds(EVENING)).toBe('19:58:23');
  });

  it.each(LANGUAGES.map((l) => [l]))('%s: 24-hour times in the zone asked for', (lang) => {
    expect(clockFor(lang, 'Europe/Athens').time(EVENING)).toBe('20:58');
    expect(clockFor(lang, 'UTC').time('2026-12-01T00:05:00Z')).toBe('00:05');
    expect(clockFor(lang, 'Europe/Rome').time('2026-12-01T12:30:00Z')).toBe('13:30');
  });

  it('reads upstream dates without a zone as UTC, epoch numbers and Dates alike', () => {
    const clock = clockFor('it', 'Europe/Rome');
    const ms = Date.parse(EVENING);
    expect(clock.dateTime('2026-12-01 18:58:23')).toBe('01/12/2026 19:58');
    expect(clock.dateTime(ms)).toBe('01/12/2026 19:58');
    expect(clock.dateTime(new Date(ms))).toBe('01/12/2026 19:58');
  });

  it('says n.d. for a missing or broken instant and falls back to Rome for an unknown zone', () => {
    const clock = clockFor('it', 'Nowhere/Atlantis');
    expect(clock.zone).toBe('Europe/Rome');
    expect(clock.time(EVENING)).toBe('19:58');
    for (const bad of [null, undefined, '', 'yesterday']) expect(clock.dateTime(bad)).toBe('n.d.');
  });

  it('names the zone where it matters (winter and summer time differ)', () => {
    const clock = clockFor('en', 'Europe/Rome');
    expect(clock.zoneName(EVENING)).not.toBe(clock.zoneName(SUMMER_NIGHT));
    expect(clockFor('en', 'UTC').zoneName(EVENING)).toMatch(/UTC|GMT/);
  });
});
