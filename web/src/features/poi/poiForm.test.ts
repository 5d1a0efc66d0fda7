import { describe, expect, it } from 'vitest';
import type { PoiNotification } from '@fleetdeck/shared';
import {
  alertsEnabled,
  alertTypeOf,
  boxesOf,
  checkPoiForm,
  cleanEmails,
  emptyPoiForm,
  fieldMessage,
  filterPois,
  formFieldOf,
  formFromPoi,
  notificationPlan,
  poiColour,
  wantedAlerts,
  type PoiForm,
} from './poiForm.js';
import { poiFixture } from '../../../test/poiRelay.js';

const filled = (over: Partial<PoiForm> = {}): PoiForm => ({
  ...emptyPoiForm(),
  description: 'Magazzino Nord',
  address: 'Bologna',
  place: { label: 'Bologna', lat: 44.49, lng: 11.34 },
  radius: '250',
  ...over,
});

describe('the POI form rules', () => {
  it('saves only with a name, a point and a radius (spec part 2 §5)', () => {
    expect(checkPoiForm(emptyPoiForm())).toEqual({
      ok: false,
      errors: { description: 'required', place: 'required' },
    });
    expect(checkPoiForm(filled({ description: '   ' }))).toMatchObject({
      errors: { description: 'required' },
    });
    expect(checkPoiForm(filled({ place: null }))).toMatchObject({ errors: { place: 'required' } });
    expect(checkPoiForm(filled({ radius: '' }))).toMatchObject({ errors: { radius: 'required' } });
    expect(checkPoiForm(filled({ radius: 'abc' }))).toMatchObject({
      errors: { radius: 'not_a_number' },
    });
    expect(checkPoiForm(filled({ note: 'gate 3', color: '#ff0000' }))).toEqual({
      ok: true,
      input: {
        description: 'Magazzino Nord',
        lat: 44.49,
        lng: 11.34,
        radius: 250,
        type: 1,
        color: '#ff0000',
        note: 'gate 3',
        address: 'Bologna',
      },
    });
  });

  it('leaves a negative radius to the relay, whose 400 names the field', () => {
    expect(checkPoiForm(filled({ radius: '-1' }))).toMatchObject({
      ok: true,
      input: { radius: -1 },
    });
    expect(formFieldOf('radius')).toBe('radius');
    expect(formFieldOf('body.radius')).toBe('radius');
    expect(formFieldOf('lat')).toBe('place');
    expect(formFieldOf('description')).toBe('description');
    expect(formFieldOf('unknown')).toBeUndefined();
    expect(fieldMessage('radius', 'radius: Too small: expected number to be >=0')).toBe(
      'Too small: expected number to be >=0',
    );
  });

  it('enables the entry and exit alerts only with a radius above zero', () => {
    expect(alertsEnabled('0')).toBe(false);
    expect(alertsEnabled('')).toBe(false);
    expect(alertsEnabled('-5')).toBe(false);
    expect(alertsEnabled('0,5')).toBe(true);
    expect(alertsEnabled('100')).toBe(true);
    expect(wantedAlerts(filled({ radius: '0', entry: true, exit: true }))).toBeNull();
    expect(wantedAlerts(filled({ radius: '10', entry: true, exit: true }))).toBe('both');
  });

  it('says entry, exit, both on the wire as in, out, both', () => {
    expect(alertTypeOf(true, false)).toBe('in');
    expect(alertTypeOf(false, true)).toBe('out');
    expect(alertTypeOf(true, true)).toBe('both');
    expect(alertTypeOf(false, false)).toBeNull();
    expect(boxesOf('both')).toEqual({ entry: true, exit: true });
    expect(boxesOf('out')).toEqual({ entry: false, exit: true });
    expect(boxesOf(undefined)).toEqual({ entry: false, exit: false });
  });

  it('creates a notification if none exists, else updates it; neither box deletes it', () => {
    const existing: PoiNotification = {
      id: 7,
      poiId: 3,
      emailAddresses: ['ops@example.com'],
      notificationEvents: 'in',
    };
    expect(notificationPlan(3, undefined, 'both')).toEqual({
      kind: 'create',
      body: { poiId: 3, emailAddresses: [], notificationEvents: 'both' },
    });
    expect(notificationPlan(3, existing, 'both')).toEqual({
      kind: 'update',
      id: 7,
      body: { emailAddresses: ['ops@example.com'], notificationEvents: 'both' },
    });
    expect(notificationPlan(3, existing, 'in')).toEqual({ kind: 'none' });
    expect(notificationPlan(3, existing, null)).toEqual({ kind: 'delete', id: 7 });
    expect(notificationPlan(3, undefined, null)).toEqual({ kind: 'none' });
  });

  it('removes blank e-mails (and repeats) on save', () => {
    expect(cleanEmails(['', ' a@b.it ', '   ', 'c@d.it', 'a@b.it'])).toEqual(['a@b.it', 'c@d.it']);
    expect(cleanEmails([''])).toEqual([]);
  });

  it('loads a POI into the form with its notification alerts', () => {
    const poi = poiFixture({
      id: 3,
      description: 'Porto',
      type: 6,
      radius: 300,
      address: 'Genova',
      alert: { notification_events: ['entry'] },
    });
    expect(formFromPoi(poi, undefined)).toMatchObject({
      description: 'Porto',
      type: 6,
      radius: '300',
      address: 'Genova',
      place: { label: 'Genova', lat: 45.46, lng: 9.19 },
      entry: true,
      exit: false,
    });
    const both: PoiNotification = { poiId: 3, emailAddresses: [], notificationEvents: 'both' };
    expect(formFromPoi(poi, both)).toMatchObject({ entry: true, exit: true });
    // No address: the field stays empty, the point is kept.
    expect(formFromPoi({ ...poi, address: null }, undefined)).toMatchObject({
      address: '',
      place: { label: '', lat: 45.46, lng: 9.19 },
    });
  });

  it("draws a POI in its own colour, else its type's", () => {
    expect(poiColour(poiFixture({ id: 1, description: 'a', type: 12 }))).toBe('#dc2626');
    expect(poiColour(poiFixture({ id: 1, description: 'a', color: '#123456' }))).toBe('#123456');
    expect(poiColour({ type: 5, color: null, type_color: null })).toBe('#16a34a');
  });
});

describe('the POI list filter', () => {
  const pois = [
    poiFixture({ id: 1, description: 'Officina Rossi', type: 4, address: 'Via Emilia 3, Modena' }),
    poiFixture({ id: 2, description: 'Cliente Bianchi', type: 5, note: 'Scarico al cancello' }),
    poiFixture({ id: 3, description: 'Autolavaggio Città', type: 15 }),
    poiFixture({ id: 4, description: 'Cliente Verdi', type: 5 }),
  ];
  const names = (text: string, type: 'all' | 4 | 5 | 15 = 'all') =>
    filterPois(pois, { text, type }).map((p) => p.description);

  it('keeps every POI with no text and "all", in name order', () => {
    expect(names('')).toEqual([
      'Autolavaggio Città',
      'Cliente Bianchi',
      'Cliente Verdi',
      'Officina Rossi',
    ]);
  });

  it('matches the text in the name, address or note, without case or accents', () => {
    expect(names('cliente')).toEqual(['Cliente Bianchi', 'Cliente Verdi']);
    expect(names('citta')).toEqual(['Autolavaggio Città']);
    expect(names('modena')).toEqual(['Officina Rossi']);
    expect(names('cancello')).toEqual(['Cliente Bianchi']);
    expect(names('cliente verdi')).toEqual(['Cliente Verdi']);
    expect(names('nessuno')).toEqual([]);
  });

  it('filters by type, with the text', () => {
    expect(names('', 5)).toEqual(['Cliente Bianchi', 'Cliente Verdi']);
    expect(names('verdi', 5)).toEqual(['Cliente Verdi']);
    expect(names('verdi', 4)).toEqual([]);
  });
});
