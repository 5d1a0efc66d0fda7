import { describe, expect, it } from 'vitest';
import { DerivedFleet } from '../../data/derivedFleet.js';
import { iconDef } from './atlas/atlasLayout.js';
import { markerStyle } from './markerStyle.js';
import { derivedView, testTruck } from '../../../test/testFleet.js';
import { FLAG_ALERT, FLAG_HOOK, VehicleBuffers, type Rgba } from './vehicleBuffers.js';

const colours: Record<string, Rgba> = {
  'status-moving': [0, 255, 0, 255],
  'status-stopped': [255, 0, 0, 255],
};
const style = markerStyle('truck', (ref) =>
  'token' in ref ? (colours[ref.token] ?? [9, 9, 9, 255]) : [1, 2, 3, 255],
);

describe('VehicleBuffers', () => {
  it('writes position, colour, heading, glyph and badges per slot from the derived fleet', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(style);
    const flat = testTruck(2, 10, 46, { details: { trailer_id: 7 } });
    const trucks = [
      testTruck(1, 9, 45),
      {
        ...flat,
        lastpoint: { ...flat.lastpoint!, speed: 0, ignition: 0, telemetry: { battery_level: 3 } },
      },
    ];
    buffers.apply(derivedView(derived, trucks, true));
    expect(buffers.length).toBe(2);
    expect(buffers.positionOf(2)).toEqual([10, 46]);
    expect([...buffers.colors.subarray(0, 8)]).toEqual([0, 255, 0, 255, 255, 0, 0, 255]);
    expect(buffers.angles[0]).toBe(-90);
    expect([...buffers.glyphs.subarray(0, 7)]).toEqual([...iconDef('truck')]);
    expect(buffers.flags[0]).toBe(0);
    expect(buffers.flags[1]).toBe(FLAG_ALERT | FLAG_HOOK);
    expect([...buffers.alertSizes.subarray(0, 2)]).toEqual([0, 1]);
  });

  it('a diff rewrites only its ids; a removal moves the last slot into the gap', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(style);
    const trucks = [testTruck(1, 1, 1), testTruck(2, 2, 2), testTruck(3, 3, 3)];
    buffers.apply(derivedView(derived, trucks, true));
    const version = buffers.version;
    const moved = [testTruck(1, 1, 1), testTruck(3, 3.5, 3)];
    buffers.apply(derivedView(derived, moved, false, [3], [2]));
    expect(buffers.version).toBe(version + 1);
    expect(buffers.length).toBe(2);
    expect(buffers.idAt(1)).toBe(3);
    expect(buffers.positionOf(3)).toEqual([3.5, 3]);
    expect(buffers.positionOf(2)).toBeUndefined();
  });

  it('hides vehicles held by clusters through the shown mask, badges included', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(style);
    const trucks = [testTruck(1, 1, 1, { details: { trailer_id: 4 } }), testTruck(2, 2, 2)];
    buffers.apply(derivedView(derived, trucks, true));
    buffers.setSingles(new Set([2]));
    expect([...buffers.shown.subarray(0, 2)]).toEqual([0, 1]);
    expect(buffers.hookSizes[0]).toBe(0);
    buffers.setSingles(undefined);
    expect(buffers.hookSizes[0]).toBe(1);
  });

  it('driver activity icons pick the glyph of the activity', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(markerStyle('driver_activity', () => [0, 0, 0, 255]));
    const t = testTruck(1, 1, 1);
    buffers.apply(
      derivedView(derived, [{ ...t, lastpoint: { ...t.lastpoint!, activity: 3 } }], true),
    );
    expect([...buffers.glyphs.subarray(0, 7)]).toEqual([...iconDef('activity-driving')]);
  });

  it('stamps only the columns a change touched, so a move re-uploads positions, not glyphs', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(style);
    const trucks = [testTruck(1, 1, 1), testTruck(2, 2, 2)];
    buffers.apply(derivedView(derived, trucks, true));
    const first = { ...buffers.changedAt };
    expect(Object.values(first).every((v) => v === buffers.version)).toBe(true);

    const moved = [testTruck(1, 1.5, 1), testTruck(2, 2, 2)];
    buffers.apply(derivedView(derived, moved, false, [1]));
    expect(buffers.changedAt.positions).toBe(buffers.version);
    expect(buffers.changedAt.glyphs).toBe(first.glyphs);
    expect(buffers.changedAt.colors).toBe(first.colors);
    expect(buffers.changedAt.angles).toBe(first.angles);

    // Stopping turns the drop red: colours change, positions stay.
    const t = testTruck(2, 2, 2);
    const stopped = [moved[0]!, { ...t, lastpoint: { ...t.lastpoint!, speed: 0, ignition: 0 } }];
    const before = buffers.changedAt.positions;
    buffers.apply(derivedView(derived, stopped, false, [2]));
    expect(buffers.changedAt.colors).toBe(buffers.version);
    expect(buffers.changedAt.positions).toBe(before);

    // Clustering hides one: the shown mask changes, nothing else.
    const colours = buffers.changedAt.colors;
    buffers.setSingles(new Set([1]));
    expect(buffers.changedAt.shown).toBe(buffers.version);
    expect(buffers.changedAt.colors).toBe(colours);

    // A removal that moves the last slot into the gap touches every column.
    buffers.apply(derivedView(derived, [stopped[1]!], false, [], [1]));
    expect(Object.values(buffers.changedAt).every((v) => v === buffers.version)).toBe(true);
  });
});
