import { describe, expect, it } from 'vitest';
import { banAt, nextBan } from './banAt.js';
import { easterSunday, holidayOn, publicHolidays } from './holidays.js';
import { banAhead, tripBanWaits } from './tripWaits.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const HGV = { massKg: 40_000 };
const H = 3600;

describe('public holidays by year', () => {
  it('Easter Monday: 21 April 2025, 6 April 2026, 29 March 2027', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(holidayOn('IT', '2025-04-21')).toBe('easter_monday');
    expect(holidayOn('DE', '2026-04-06')).toBe('easter_monday');
    expect(holidayOn('FR', '2027-03-29')).toBe('easter_monday');
  });

  it('the movable feasts where national: Ascension, Whit Monday, Corpus Christi (AT, not DE)', () => {
    const at2026 = publicHolidays('AT', 2026);
    expect(at2026.get('2026-05-14')).toBe('ascension');
    expect(at2026.get('2026-05-25')).toBe('whit_monday');
    expect(at2026.get('2026-06-04')).toBe('corpus_christi');
    expect(publicHolidays('DE', 2026).get('2026-06-04')).toBeUndefined();
    expect(holidayOn('DE', '2026-04-03')).toBe('good_friday');
    expect(holidayOn('IT', '2026-04-03')).toBeUndefined();
  });
});

describe('driving bans (published general rules)', () => {
  it('Italy, a Sunday of July at 10:00: banned until 22:00 Rome time (07:00-22:00, D.M. 314/2024)', () => {
    const ban = banAt('IT', HGV, at('2025-07-13T10:00:00+02:00'));
    expect(ban).toMatchObject({ country: 'IT', ban: 'sunday' });
    expect(ban?.from).toBe(at('2025-07-13T07:00:00+02:00'));
    expect(ban?.until).toBe(at('2025-07-13T22:00:00+02:00'));
  });

  it('Italy, a Sunday of November: 09:00-22:00, so 08:30 is free and the next ban starts at 09:00', () => {
    const early = at('2026-11-15T08:30:00+01:00');
    expect(banAt('IT', HGV, early)).toBeUndefined();
    expect(nextBan('IT', HGV, early)).toMatchObject({
      ban: 'sunday',
      from: at('2026-11-15T09:00:00+01:00'),
      until: at('2026-11-15T22:00:00+01:00'),
    });
  });

  it('Italy: Easter Monday 2026 and the first Saturday of August (08:00-22:00) are ban days', () => {
    expect(banAt('IT', HGV, at('2026-04-06T12:00:00+02:00'))).toMatchObject({
      ban: 'holiday',
      holiday: 'easter_monday',
    });
    expect(banAt('IT', HGV, at('2025-08-02T20:00:00+02:00'))?.ban).toBe('summer_saturday');
    expect(banAt('IT', HGV, at('2025-08-23T17:00:00+02:00'))).toBeUndefined();
  });

  it('a vehicle of 7.5 t or less is not banned (IT, DE, AT, FR)', () => {
    const sunday = at('2025-07-13T12:00:00+02:00');
    for (const country of ['IT', 'DE', 'AT', 'FR'])
      expect(banAt(country, { massKg: 7500 }, sunday)).toBeUndefined();
    expect(banAt('DE', { massKg: 7501 }, sunday)?.ban).toBe('sunday');
  });

  it('Switzerland: the night ban 22:00-05:00, and over 3.5 t already', () => {
    const ban = banAt('CH', { massKg: 12_000 }, at('2026-11-24T23:30:00+01:00'));
    expect(ban).toMatchObject({ ban: 'night', until: at('2026-11-25T05:00:00+01:00') });
    expect(banAt('CH', HGV, at('2026-11-25T05:00:00+01:00'))).toBeUndefined();
    expect(banAt('CH', { massKg: 3500 }, at('2026-11-24T23:30:00+01:00'))).toBeUndefined();
  });

  it('Switzerland: a Saturday night runs into the Sunday ban and the next night: until Monday 05:00', () => {
    const ban = banAt('CH', HGV, at('2026-11-28T22:30:00+01:00'));
    expect(ban?.until).toBe(at('2026-11-30T05:00:00+01:00'));
  });

  it('Austria: Saturday from 15:00 to Sunday 22:00, then the night ban; a low-noise lorry drives at night', () => {
    const ban = banAt('AT', HGV, at('2026-11-28T16:00:00+01:00'));
    expect(ban).toMatchObject({ ban: 'saturday', until: at('2026-11-30T05:00:00+01:00') });
    const quiet = banAt('AT', { ...HGV, lowNoise: true }, at('2026-11-28T16:00:00+01:00'));
    expect(quiet?.until).toBe(at('2026-11-29T22:00:00+01:00'));
    expect(
      banAt('AT', { ...HGV, lowNoise: true }, at('2026-11-25T23:00:00+01:00')),
    ).toBeUndefined();
  });

  it('France: from Saturday 22:00 to Sunday 22:00, and to Monday 22:00 before Whit Monday', () => {
    expect(banAt('FR', HGV, at('2026-11-28T21:59:00+01:00'))).toBeUndefined();
    expect(banAt('FR', HGV, at('2026-11-28T22:00:00+01:00'))?.until).toBe(
      at('2026-11-29T22:00:00+01:00'),
    );
    expect(banAt('FR', HGV, at('2026-05-23T23:00:00+02:00'))?.until).toBe(
      at('2026-05-25T22:00:00+02:00'),
    );
  });

  it('Germany: Sundays 00:00-22:00 in local time across the October clock change', () => {
    // 25 October 2026: clocks go back at 03:00 CEST; 22:00 is CET that evening.
    expect(banAt('DE', HGV, at('2026-10-25T12:00:00+01:00'))?.until).toBe(
      at('2026-10-25T22:00:00+01:00'),
    );
  });
});

describe('waits before a ban on a trip', () => {
  const spans = [
    { country: 'DE', fromS: 0 },
    { country: 'AT', fromS: 2 * H },
    { country: 'IT', fromS: 5 * H },
  ];

  it('a Sunday departure in Italy at 10:00 waits until 22:00, and the ETA moves by the wait', () => {
    const departure = at('2025-07-13T10:00:00+02:00');
    const trip = tripBanWaits([{ country: 'IT', fromS: 0 }], HGV, departure, 3 * H);
    expect(trip.waits).toMatchObject([
      { driveS: 0, arrival: departure, departure: at('2025-07-13T22:00:00+02:00') },
    ]);
    expect(trip.waits[0]?.ban).toMatchObject({ country: 'IT', ban: 'sunday' });
    expect(trip.arrival).toBe(at('2025-07-13T22:00:00+02:00') + 3 * H);
  });

  it('stops at the Austrian border (15:30) when it would arrive in the Saturday ban (15:00)', () => {
    const departure = at('2026-11-28T13:30:00+01:00');
    const ahead = banAhead(spans, HGV, 0, departure);
    expect(ahead).toMatchObject({ driveS: 2 * H, ban: { country: 'AT', ban: 'saturday' } });
  });

  it('a light van crosses the same border on the same Saturday without waiting', () => {
    const departure = at('2026-11-28T13:30:00+01:00');
    expect(tripBanWaits(spans, { massKg: 3500 }, departure, 8 * H).waits).toEqual([]);
  });
});
