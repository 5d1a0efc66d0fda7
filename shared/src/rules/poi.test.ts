import { describe, expect, it } from 'vitest';
import {
  alertTypeFromForm,
  canAddTag,
  canCreatePoi,
  cleanEmails,
  formFromAlertType,
  isGeofence,
  needsMapSelection,
  notificationChange,
} from './poi.js';

describe('POI rules', () => {
  const full = { description: 'Deposito', lat: 45, lng: 9, radius: 0 };
  it.each([
    [full, true],
    [{ ...full, description: '  ' }, false],
    [{ ...full, lat: null }, false],
    [{ ...full, lng: Number.NaN }, false],
    [{ ...full, radius: null }, false],
    [{ ...full, radius: -1 }, false],
  ])('create %o allowed=%s', (form, ok) => expect(canCreatePoi(form)).toBe(ok));

  it.each([
    [0, false],
    [0.5, true],
    [null, false],
  ])('radius %s geofence=%s', (r, g) => expect(isGeofence(r)).toBe(g));

  it('asks for a map point when only an address is known', () => {
    expect(needsMapSelection('Via Roma 1', null, null)).toBe(true);
    expect(needsMapSelection('Via Roma 1', 45, 9)).toBe(false);
    expect(needsMapSelection('', null, null)).toBe(false);
  });

  it('drops blank e-mails', () => {
    expect(cleanEmails(['a@b.it', ' ', '', ' c@d.it '])).toEqual(['a@b.it', 'c@d.it']);
  });

  it.each([
    [true, true, 'both'],
    [true, false, 'in'],
    [false, true, 'out'],
    [false, false, null],
  ] as const)('entry %s exit %s is %s and back', (entry, exit, type) => {
    expect(alertTypeFromForm(entry, exit)).toBe(type);
    expect(formFromAlertType(type)).toEqual({ entry, exit });
  });

  it.each([
    [undefined, true, false, { kind: 'create', notificationEvents: 'in' }],
    [undefined, false, false, { kind: 'none' }],
    [
      { id: 4, notificationEvents: 'in' as const },
      true,
      true,
      { kind: 'update', notificationEvents: 'both' },
    ],
    [{ id: 4, notificationEvents: 'in' as const }, true, false, { kind: 'none' }],
    [{ id: 4, notificationEvents: 'out' as const }, false, false, { kind: 'delete', id: 4 }],
  ])('existing %o with entry %s exit %s', (existing, entry, exit, change) => {
    expect(notificationChange(existing, entry, exit)).toEqual(change);
  });

  it.each([
    ['', false],
    ['  ', false],
    ['Frigo', true],
  ])('tag name %j can be added: %s', (n, ok) => expect(canAddTag(n)).toBe(ok));
});
