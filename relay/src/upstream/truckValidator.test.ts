import { describe, expect, it } from 'vitest';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { TruckValidator } from './truckValidator.js';

const point = { lat: 45, lng: 9, heading: 0, speed: 0, date: '2026-03-10T10:00:00Z', ignition: 0 };
const truck = (id: number, lat = 45) => ({
  id,
  plate: `P${id}`,
  details: { company: 1, note: 'kept: details is open' },
  unknown_field: 'dropped like a full parse drops it',
  lastpoint: { ...point, lat },
});

describe('TruckValidator', () => {
  it('gives what a full parse gives, poll after poll', () => {
    const validator = new TruckValidator();
    for (const body of [
      { data: [truck(1), truck(2)] },
      { data: [truck(1), truck(2, 46)] },
      { data: [truck(2, 46), truck(3)] },
    ]) {
      expect(validator.validate(body)).toEqual(trucksResponseSchema.parse(body).data);
    }
  });

  it('reuses the validated object of an unchanged truck and replaces a changed one', () => {
    const validator = new TruckValidator();
    const [a1, b1] = validator.validate({ data: [truck(1), truck(2)] });
    const [a2, b2] = validator.validate({ data: [truck(1), truck(2, 46)] });
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
    expect(b2?.lastpoint?.lat).toBe(46);
  });

  it('names every bad field with its index, and keeps the last good poll', () => {
    const validator = new TruckValidator();
    const good = validator.validate({ data: [truck(1)] });
    expect(() =>
      validator.validate({
        data: [truck(1, 120), { ...truck(2), plate: 7 }],
      }),
    ).toThrow(/^upstream GET \/trucks: data\.0\.lastpoint\.lat: .*; data\.1\.plate: /);
    expect(() => validator.validate({ data: [{ plate: 'x' }] })).toThrow(/data\.0\.id/);
    // The failed polls did not replace the cache: an unchanged truck still reuses its object.
    expect(validator.validate({ data: [truck(1)] })[0]).toBe(good[0]);
  });
});
