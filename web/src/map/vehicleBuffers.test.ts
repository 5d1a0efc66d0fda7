import { describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import type { FleetView } from '../data/fleetStore.js';
import { VehicleBuffers } from './vehicleBuffers.js';

const palette = { moving: [0, 255, 0, 255], stopped: [255, 0, 0, 255] } as const;
const truck = (id: number, lng: number, speed = 10): Truck => ({
  id,
  plate: `P${id}`,
  lastpoint: { lat: 45, lng, heading: 0, speed, date: '', ignition: 1 },
});
const view = (trucks: Truck[], patch: Partial<FleetView> = {}): FleetView => ({
  trucks: new Map(trucks.map((t) => [t.id, t])),
  seq: 1,
  full: false,
  changed: [],
  removed: [],
  connection: 'live',
  ...patch,
});

describe('VehicleBuffers', () => {
  it('writes every truck with a position on a snapshot', () => {
    const buffers = new VehicleBuffers(palette);
    buffers.apply(
      view([truck(1, 9), truck(2, 10, 0), { id: 3, plate: 'X', lastpoint: null }], { full: true }),
    );
    expect(buffers.length).toBe(2);
    expect(buffers.positionOf(2)).toEqual([10, 45]);
    expect([...buffers.colors.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
  });

  it('rewrites changed slots and fills a removed slot with the last one', () => {
    const buffers = new VehicleBuffers(palette);
    const trucks = [truck(1, 9), truck(2, 10), truck(3, 11)];
    buffers.apply(view(trucks, { full: true }));
    buffers.apply(view([truck(2, 10), truck(3, 12)], { changed: [3], removed: [1] }));
    expect(buffers.length).toBe(2);
    expect(buffers.positionOf(1)).toBeUndefined();
    expect(buffers.positionOf(3)).toEqual([12, 45]);
    expect(buffers.positionOf(2)).toEqual([10, 45]);
    expect([buffers.idAt(0), buffers.idAt(1)].sort()).toEqual([2, 3]);
  });

  it('grows past its first capacity without losing positions', () => {
    const buffers = new VehicleBuffers(palette);
    const many = Array.from({ length: 3000 }, (_, i) => truck(i + 1, i / 1000));
    buffers.apply(view(many.slice(0, 10), { full: true }));
    buffers.apply(view(many, { changed: many.map((t) => t.id) }));
    expect(buffers.length).toBe(3000);
    expect(buffers.positionOf(2999)?.[0]).toBeCloseTo(2.998, 5);
  });
});
