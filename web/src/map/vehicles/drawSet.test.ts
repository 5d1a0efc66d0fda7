import { describe, expect, it } from 'vitest';
import { DerivedFleet } from '../../data/derivedFleet.js';
import { derivedView, testTruck } from '../../../test/testFleet.js';
import { DrawSet } from './drawSet.js';
import { markerStyle } from './markerStyle.js';
import { VehicleBuffers } from './vehicleBuffers.js';

describe('DrawSet', () => {
  it('packs the shown vehicles inside the box and counts the badges they draw', () => {
    const buffers = new VehicleBuffers(markerStyle('truck', () => [1, 2, 3, 255]));
    const low = testTruck(1, 9, 45);
    const alerted = { ...low, lastpoint: { ...low.lastpoint!, telemetry: { battery_level: 3 } } };
    const hooked = testTruck(2, 10, 46, { details: { custom_id: 'C-2', trailer_id: 7 } });
    const far = testTruck(3, 20, 50);
    buffers.apply(derivedView(new DerivedFleet(), [alerted, hooked, far], true));
    const drawn = new DrawSet().update(buffers, [8, 44, 11, 47]);
    expect(drawn.length).toBe(2);
    expect([...drawn.ids.subarray(0, 2)].sort()).toEqual([1, 2]);
    expect(drawn.badges).toEqual({ alerts: 1, hooks: 1 });
    const same = drawn.badges;
    drawn.update(buffers, [8, 44, 11, 47]);
    expect(drawn.badges).toBe(same);
    // Only the far truck in view: no badge to draw.
    drawn.update(buffers, [19, 49, 21, 51]);
    expect(drawn.badges).toEqual({ alerts: 0, hooks: 0 });
  });
});
