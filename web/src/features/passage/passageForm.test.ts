import { describe, expect, it } from 'vitest';
import { defaultPassageInterval } from '@fleetdeck/shared';
import {
  canSearch,
  checkPassageForm,
  defaultPassageForm,
  passageInstants,
  passageQuery,
  type PassageForm,
} from './passageForm.js';

const ROME = 'Europe/Rome';
const NOW = Date.parse('2026-03-10T23:30:00Z');
const gate = { label: 'Via Roma 1, Milano', lat: 45.46, lng: 9.19 };
const filled = (over: Partial<PassageForm> = {}): PassageForm => ({
  ...defaultPassageForm(NOW, ROME),
  text: gate.label,
  place: gate,
  ...over,
});
const range = (start: string, startTime: string, end: string, endTime: string) => ({
  start,
  startTime,
  end,
  endTime,
});

describe('the passage search form', () => {
  it('starts empty, with a radius of 0.1 km over the current day in the user zone', () => {
    const form = defaultPassageForm(NOW, ROME);
    expect(form).toMatchObject({ text: '', place: null, radius: '0.1' });
    // Half past midnight in Rome is already the 11th.
    expect(form.range).toEqual(range('2026-03-11', '00:00', '2026-03-11', '23:59'));
    expect(passageInstants(form.range, ROME)).toEqual(defaultPassageInterval(NOW, ROME));
  });

  it('enables Search only with an address, a start and an end', () => {
    expect(canSearch(defaultPassageForm(NOW, ROME))).toBe(false);
    expect(canSearch(filled())).toBe(true);
    expect(canSearch(filled({ range: { ...filled().range, end: null } }))).toBe(false);
    // Typed text with no address chosen for it is not an address.
    expect(canSearch(filled({ place: null }))).toBe(false);
  });

  it.each([
    ['0', 'radius'],
    ['', 'radius'],
    ['0.05', 'radius'],
    ['0.15', 'radius'],
    ['100.1', 'radius'],
    ['abc', 'radius'],
  ])('refuses a radius of "%s"', (radius, problem) =>
    expect(checkPassageForm(filled({ radius }), ROME)).toEqual({ ok: false, problem }),
  );

  it('refuses an interval over 24 hours, or ending before it starts, before any request', () => {
    const twoDays = range('2026-03-10', '00:00', '2026-03-11', '23:59');
    expect(checkPassageForm(filled({ range: twoDays }), ROME)).toEqual({
      ok: false,
      problem: 'too_long',
    });
    const backwards = range('2026-03-10', '14:00', '2026-03-10', '06:00');
    expect(checkPassageForm(filled({ range: backwards }), ROME)).toEqual({
      ok: false,
      problem: 'interval_invalid',
    });
    expect(checkPassageForm(filled({ place: null }), ROME)).toEqual({
      ok: false,
      problem: 'address',
    });
  });

  it('takes a night shift of under 24 hours, and gives the relay UTC instants', () => {
    const night = range('2026-03-10', '22:00', '2026-03-11', '21:59');
    const check = checkPassageForm(filled({ range: night, radius: '1.5' }), ROME);
    expect(check).toEqual({
      ok: true,
      search: {
        place: gate,
        radiusKm: 1.5,
        start: '2026-03-10T21:00:00.000Z',
        end: '2026-03-11T20:59:59.999Z',
      },
    });
    if (!check.ok) return;
    expect(Object.fromEntries(new URLSearchParams(passageQuery(check.search, 500)))).toEqual({
      start_date: '2026-03-10T21:00:00.000Z',
      end_date: '2026-03-11T20:59:59.999Z',
      lat: '45.46',
      lon: '9.19',
      radius: '1.5',
      offset: '500',
    });
  });
});
