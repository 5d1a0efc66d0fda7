import { describe, expect, it } from 'vitest';
import { calendarDay, formatDate, formatDateTime, formatZoned } from './dates.js';
import {
  formatAltitude,
  formatEmission,
  formatDecimal,
  formatEur,
  formatKm,
  formatMetresAsKm,
  formatPercent,
  formatSpeed,
  formatNumber,
  formatWithUnit,
  setNumbersLanguage,
} from './numbers.js';

describe('numbers', () => {
  it.each([
    [12.345, '12,35 km'],
    [0, '0,00 km'],
    [1234.5, '1234,50 km'],
    [null, 'n.d.'],
    [undefined, 'n.d.'],
    [Number.NaN, 'n.d.'],
  ])('km %s is %s', (v, s) => expect(formatKm(v)).toBe(s));

  it('shows metres as km, speed, altitude, units and percentages', () => {
    expect(formatMetresAsKm(1505)).toBe('1,51 km');
    expect(formatKm(1e-7)).toBe('0,00 km');
    expect(formatSpeed(54.4)).toBe('54 Km/h');
    expect(formatSpeed(null)).toBe('n.d.');
    expect(formatAltitude(312.6)).toBe('313 m s.l.m.');
    expect(formatWithUnit(3.14159, 'l', 1)).toBe('3,1 l');
    expect(formatPercent(undefined)).toBe('n.d.');
    expect(formatPercent(19.6)).toBe('20 %');
  });

  it.each([
    ['it-IT', 1234.5, '1234,50\u00a0€'],
    ['de-DE', 1234.5, '1.234,50\u00a0€'],
    ['en-GB', 1234.5, '€1,234.50'],
    ['it-IT', null, 'n.d.'],
  ])('EUR in %s for %s is %s', (locale, v, s) => expect(formatEur(v, locale)).toBe(s));

  it("keeps a fuel price's third decimal only when asked, and two otherwise", () => {
    expect(formatEur(1.659, 'it-IT', 3)).toBe('1,659\u00a0€');
    expect(formatEur(1.65, 'it-IT', 3)).toBe('1,65\u00a0€');
    expect(formatEur(1.659, 'en-GB')).toBe('€1.66');
    expect(formatEur(1.659, 'en-GB', 3)).toBe('€1.659');
  });

  it('shows emissions with 3 decimals and particle counts in quadrillions', () => {
    expect(formatEmission(12.34567, 'carbonDioxide')).toBe('12,346');
    expect(formatEmission(2.5e15, 'numberOfParticles')).toBe('2,500');
  });

  // The interface language's separators, the same for every formatter (Intl's CLDR data).
  it.each([
    ['it', '12.345,68 km', '1,5', '-3,1 °C'],
    ['en', '12,345.68 km', '1.5', '-3.1 °C'],
    ['fr', '12\u202f345,68 km', '1,5', '-3,1 °C'],
    ['de', '12.345,68 km', '1,5', '-3,1 °C'],
    ['el', '12.345,68 km', '1,5', '-3,1 °C'],
    ['es', '12.345,68 km', '1,5', '-3,1 °C'],
    ['hu', '12\u00a0345,68 km', '1,5', '-3,1 °C'],
    ['pl', '12\u00a0345,68 km', '1,5', '-3,1 °C'],
    ['pt', '12.345,68 km', '1,5', '-3,1 °C'],
    ['ro', '12.345,68 km', '1,5', '-3,1 °C'],
  ])('writes numbers in %s as %s', (language, km, number, temperature) => {
    expect(formatKm(12345.678, language)).toBe(km);
    expect(formatNumber(1.5, 2, language)).toBe(number);
    expect(formatWithUnit(-3.14, '°C', 1, language).replace('\u2212', '-')).toBe(temperature);
  });

  it('follows the language set for the interface, and rounds decimal halves up', () => {
    try {
      setNumbersLanguage('en');
      expect(formatKm(1.505)).toBe('1.51 km');
      expect(formatEmission(12.34567, 'carbonDioxide')).toBe('12.346');
      expect(formatEur(1234.5)).toBe('€1,234.50');
      setNumbersLanguage('pl');
      expect(formatSpeed(1234.4)).toBe('1234 Km/h');
      expect(formatDecimal(-0.001, 2)).toBe('0,00');
    } finally {
      setNumbersLanguage('it-IT');
    }
    expect(formatKm(1.505)).toBe('1,51 km');
  });
});

describe('dates', () => {
  it('formats any pattern in a zone, n.d. when missing', () => {
    expect(formatZoned('2026-03-10T05:12:40Z', 'DD/MM/YYYY HH:mm:ss', 'Europe/Rome')).toBe(
      '10/03/2026 06:12:40',
    );
    expect(formatZoned('2026-03-10T05:12:40Z', 'HH:mm:ss', 'UTC')).toBe('05:12:40');
    expect(formatZoned(null, 'HH:mm')).toBe('n.d.');
  });

  it.each([
    ['2026-03-10T10:05:00Z', 'Europe/Rome', '10/03/2026 11:05'],
    ['2026-07-10T10:05:00Z', 'Europe/Rome', '10/07/2026 12:05'],
    ['2026-03-10 10:05:00', 'Europe/Rome', '10/03/2026 11:05'],
    ['2026-03-10T23:30:00Z', 'Europe/Athens', '11/03/2026 01:30'],
    ['2026-03-10T10:05:00+02:00', 'UTC', '10/03/2026 08:05'],
    [null, 'UTC', 'n.d.'],
    ['not a date', 'UTC', 'n.d.'],
  ])('%s in %s is %s', (d, tz, s) => expect(formatDateTime(d, tz)).toBe(s));

  it('formats the day and the calendar day in the zone', () => {
    expect(formatDate('2026-03-10T23:30:00Z', 'Europe/Rome')).toBe('11/03/2026');
    expect(calendarDay('2026-03-10T23:30:00Z', 'Europe/Rome')).toBe('2026-03-11');
    expect(formatDateTime(Date.parse('2026-03-10T10:05:00Z'))).toBe('10/03/2026 11:05');
  });
});
