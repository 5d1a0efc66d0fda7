import { describe, expect, it } from 'vitest';
import type { Truck } from '../domain/truck.js';
import {
  truncate,
  vehicleIdentification,
  vehicleListLabel,
  vehicleMarkerLabel,
} from './identification.js';

const truck: Pick<Truck, 'plate' | 'details' | 'lastpoint'> = {
  plate: 'AB123CD',
  details: { custom_id: 'Bilico Nord 12 - Milano Est' },
  lastpoint: {
    lat: 45,
    lng: 9,
    heading: 0,
    speed: 0,
    ignition: 0,
    date: '2026-01-01T00:00:00Z',
    driver: { id: 9, name: 'Giuseppe', surname: 'Verdi' },
  },
};

describe('truncate', () => {
  it.each([
    ['', 3, ''],
    ['abc', 3, 'abc'],
    ['abcd', 3, 'abc…'],
    ['ÀÈÌÒÙ', 4, 'ÀÈÌÒ…'],
  ])('%s at %i is %s', (t, n, out) => expect(truncate(t, n)).toBe(out));
});

describe('vehicle identification', () => {
  it.each([
    [null, 'AB123CD'],
    ['plate', 'AB123CD'],
    ['customId', 'Bilico Nord 12 - Milano Est'],
    ['driver', 'Giuseppe Verdi'],
  ] as const)('%s gives %s', (mode, text) => expect(vehicleIdentification(truck, mode)).toBe(text));

  it('falls back to the plate when the chosen field is missing', () => {
    const bare = { plate: 'ZZ', details: { custom_id: ' ' }, lastpoint: null };
    expect(vehicleIdentification(bare, 'customId')).toBe('ZZ');
    expect(vehicleIdentification(bare, 'driver')).toBe('ZZ');
  });

  it('cuts list labels at 10 and marker labels at 20, plates on markers at 10', () => {
    expect(vehicleListLabel(truck, 'customId')).toBe('Bilico Nor…');
    expect(vehicleMarkerLabel(truck, 'customId')).toBe('Bilico Nord 12 - Mil…');
    const long = { ...truck, plate: 'ABCDEFGHIJKL' };
    expect(vehicleMarkerLabel(long, 'plate')).toBe('ABCDEFGHIJ…');
    expect(vehicleMarkerLabel(truck, 'driver')).toBe('Giuseppe Verdi');
  });
});
