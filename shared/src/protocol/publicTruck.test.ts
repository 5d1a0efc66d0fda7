import { describe, expect, it } from 'vitest';
import { applyPatch, diffObject, type JsonObject } from './patch.js';
import { publicTruck } from './publicTruck.js';

const truck = {
  id: 7,
  plate: 'AB123CD',
  type: 1,
  details: { company: 3, custom_id: 'T7' },
  tags: [1, 2],
  lastpoint: {
    lat: 45,
    lng: 9,
    heading: 90,
    speed: 50,
    date: '2026-01-01T10:00:00Z',
    ignition: 1,
    driver: { id: 42, name: 'Anna', surname: 'Rossi', card: 'I100' },
    telemetry: { battery_level: 80 },
    odometer: 1000,
  },
};

describe('publicTruck', () => {
  it('keeps the position and drops drivers, telemetry, details and tags', () => {
    const shown = publicTruck(truck) as unknown as JsonObject;
    expect(shown).toEqual({
      id: 7,
      plate: 'AB123CD',
      type: 1,
      lastpoint: {
        lat: 45,
        lng: 9,
        heading: 90,
        speed: 50,
        date: '2026-01-01T10:00:00Z',
        ignition: 1,
      },
    });
    expect(JSON.stringify(shown)).not.toContain('Rossi');
  });

  it('projects a patch so that applying it to the public truck gives the public moved truck', () => {
    const moved = {
      ...truck,
      details: { company: 4, custom_id: 'T7' },
      lastpoint: { ...truck.lastpoint, lat: 46, driver: { ...truck.lastpoint.driver, id: 43 } },
    };
    const patch = diffObject(truck, moved);
    expect(patch).toBeDefined();
    const shownPatch = publicTruck(patch ?? {});
    expect(JSON.stringify(shownPatch)).not.toContain('43');
    expect(applyPatch(publicTruck(truck), shownPatch)).toEqual(publicTruck(moved));
  });

  it('projects a replaced last point and keeps only public unset keys', () => {
    const patch = { id: 7, lastpoint: { $replace: truck.lastpoint }, $unset: ['tags', 'plate'] };
    expect(publicTruck(patch)).toEqual({
      id: 7,
      lastpoint: { $replace: publicTruck(truck).lastpoint },
      $unset: ['plate'],
    });
  });
});
