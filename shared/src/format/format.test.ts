import { describe, expect, it } from 'vitest';
import { calendarDay, formatDate, formatDateTime, formatZoned } from './dates.js';
import {
  formatAltitude,
  formatEmission,
  formatEur,
  formatKm,
  formatMetresAsKm,
  formatPercent,
  formatSpeed,
  formatWithUnit,
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

  it('shows emissions with 3 decimals and particle counts in quadrillions', () => {
    expect(formatEmission(12.34567, 'carbonDioxide')).toBe('12,346');
    expect(formatEmission(2.5e15, 'numberOfParticles')).toBe('2,500');
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
