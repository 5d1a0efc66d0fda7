import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/env.js';
import { alertMail } from './alertMail.js';
import { mailBackoffMs, MAX_MAIL_ATTEMPTS } from './mailSender.js';

describe('the geofence alert e-mail', () => {
  const input = {
    plate: 'AB123CD',
    poi: {
      description: 'Deposito Pisa',
      address: 'Via Aurelia 1',
      radius: 300,
      lat: 43.7,
      lng: 10.4,
    },
    at: new Date('2026-11-22T08:32:10Z'),
    lat: 43.70123,
    lng: 10.40001,
    distanceM: 137,
  };

  it('tells plate, POI, entry, time and position, in Italian then English', () => {
    const { subject, text } = alertMail({ ...input, kind: 'entry' });
    expect(subject).toBe('Ingresso / Entry: AB123CD — Deposito Pisa');
    expect(text).toContain(
      "Il veicolo AB123CD è entrato nell'area del punto di interesse «Deposito Pisa» (Via Aurelia 1), raggio 300 m.",
    );
    expect(text).toContain('22/11/2026, 09:32:10 (ora italiana)');
    expect(text).toContain('2026-11-22T08:32:10.000Z (UTC)');
    expect(text).toContain('Posizione: 43.70123, 10.40001, a 137 m dal centro');
    expect(text).toContain('The vehicle AB123CD entered the area');
    expect(text.indexOf('Il veicolo')).toBeLessThan(text.indexOf('The vehicle'));
  });

  it('says exit for an exit', () => {
    const { subject, text } = alertMail({
      ...input,
      kind: 'exit',
      distanceM: 1530,
      poi: { ...input.poi, address: null },
    });
    expect(subject).toBe('Uscita / Exit: AB123CD — Deposito Pisa');
    expect(text).toContain(
      "è uscito dall'area del punto di interesse «Deposito Pisa», raggio 300 m.",
    );
    expect(text).toContain('a 1.5 km dal centro');
    expect(text).toContain('The vehicle AB123CD left the area');
  });
  it('keeps the subject on one line whatever the description holds', () => {
    const { subject } = alertMail({
      ...input,
      kind: 'entry',
      poi: { ...input.poi, description: 'Deposito\r\nBcc: someone@example.com' },
    });
    expect(subject).toBe('Ingresso / Entry: AB123CD — Deposito Bcc: someone@example.com');
  });
});

describe('alert e-mail sending settings', () => {
  it('backs off from one second, doubling, capped at five minutes', () => {
    expect([1, 2, 3, 4].map(mailBackoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(mailBackoffMs(20)).toBe(300_000);
    expect(MAX_MAIL_ATTEMPTS).toBe(8);
  });

  it('takes an smtp or smtps SMTP_URL only, without printing it', () => {
    expect(readConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pw@mail.example.com:465',
    );
    expect(readConfig({}).SMTP_URL).toBeUndefined();
    expect(readConfig({}).SMTP_TIMEOUT_MS).toBe(10_000);
    expect(() => readConfig({ SMTP_URL: 'http://user:secret@mail.example.com' })).toThrow(
      'Invalid SMTP_URL=(hidden): smtp or smtps only',
    );
  });
});
