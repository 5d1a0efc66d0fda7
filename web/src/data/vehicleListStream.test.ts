import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { resolveUserConfig, type Truck } from '@fleetdeck/shared';
import { DerivedFleet } from './derivedFleet.js';
import type { DerivedFleetView } from './derivedFleetStream.js';
import type { FleetView } from './fleetStore.js';
import type { ListQuery } from './vehicleListQuery.js';
import { vehicleList$, type VehicleListView } from './vehicleListStream.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const settings = resolveUserConfig({});

function truck(id: number, ageMin: number): Truck {
  const date = new Date(NOW - ageMin * 60_000).toISOString();
  return { id, plate: `P${id}`, lastpoint: { lat: 45, lng: 9, heading: 0, speed: 0, ignition: 0, date } };
}

const query: ListQuery = {
  filters: { search: '' },
  sort: 'chronological',
  pinned: new Set(),
  companyNames: new Map(),
};

describe('vehicleList$', () => {
  it('takes a late first view (a diff) as full, freezes order while hovered, resorts on leave', () => {
    const derived = new DerivedFleet();
    const fleet: FleetView = {
      trucks: new Map([1, 2, 3].map((id) => [id, truck(id, id)])),
      seq: 4,
      full: true,
      changed: [],
      removed: [],
      connection: 'live',
    };
    derived.apply(fleet, settings, NOW);
    const source = new Subject<DerivedFleetView>();
    const frozen = new BehaviorSubject(false);
    const views: VehicleListView[] = [];
    vehicleList$(source, new BehaviorSubject(query), frozen).subscribe((v) => views.push(v));

    const diff = { full: false, changed: [2], removed: [] };
    source.next({ fleet, derived, update: diff });
    expect(views.at(-1)?.ids).toEqual([1, 2, 3]);
    expect(views.at(-1)?.loaded).toBe(true);

    frozen.next(true);
    const moved = { ...fleet, trucks: new Map(fleet.trucks).set(3, truck(3, 0)), full: false };
    const update = derived.apply({ ...moved, changed: [3] }, settings, NOW);
    source.next({ fleet: moved, derived, update });
    expect(views.at(-1)?.ids).toEqual([1, 2, 3]);
    frozen.next(false);
    expect(views.at(-1)?.ids).toEqual([3, 1, 2]);
  });
});
