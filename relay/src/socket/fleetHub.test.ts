import { describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { FleetHub } from './fleetHub.js';

const truck = (id: number, lat: number): Truck => ({
  id,
  plate: `P${id}`,
  lastpoint: { lat, lng: 9, heading: 0, speed: 10, date: '2026-01-01T00:00:00Z', ignition: 1 },
});

describe('FleetHub', () => {
  it('numbers diffs one by one and spends no seq on an unchanged tick', () => {
    const hub = new FleetHub();
    expect(hub.update([truck(1, 45)], 1)?.seq).toBe(1);
    expect(hub.update([truck(1, 45)], 2)).toBeUndefined();
    const diff = hub.update([truck(1, 45.5), truck(2, 44)], 3);
    expect(diff?.seq).toBe(2);
    expect(diff?.upserts).toEqual([{ id: 1, lastpoint: { lat: 45.5 } }, truck(2, 44)]);
    expect(hub.update([truck(2, 44)], 4)).toMatchObject({ seq: 3, upserts: [], removes: [1] });
  });

  it('serves a snapshot that matches the last list and its seq', () => {
    const hub = new FleetHub();
    hub.update([truck(1, 45), truck(2, 46)], 10);
    hub.update([truck(2, 46.5)], 20);
    expect(hub.snapshot()).toEqual({ seq: 2, at: 20, trucks: [truck(2, 46.5)] });
  });
});
