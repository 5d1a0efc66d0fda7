import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { resolveUserConfig, type Truck } from '@fleetdeck/shared';
import { DerivedFleet } from './derivedFleet.js';
import type { DerivedFleetView } from './derivedFleetStream.js';
import type { FleetView } from './fleetStore.js';
import type { ListQuery } from './vehicleListQuery.js';
import { alertCount$, vehicleList$, type VehicleListView } from './vehicleListStream.js';

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

describe('alertCount$', () => {
  const low = (t: Truck): Truck => ({
    ...t,
    lastpoint: { ...t.lastpoint!, telemetry: { battery_level: 5 } },
  });
  const alertsQuery: ListQuery = { ...query, filters: { search: '', alertsOnly: true } };

  it('counts what the alerts list shows, through changes and removals', () => {
    const derived = new DerivedFleet();
    const source = new Subject<DerivedFleetView>();
    const counts: (number | undefined)[] = [];
    const lists: VehicleListView[] = [];
    alertCount$(source).subscribe((n) => counts.push(n));
    vehicleList$(source, new BehaviorSubject(alertsQuery), new BehaviorSubject(false)).subscribe(
      (v) => lists.push(v),
    );
    const step = (trucks: Truck[], full: boolean, changed: number[] = [], removed: number[] = []) => {
      const fleet: FleetView = {
        trucks: new Map(trucks.map((t) => [t.id, t])),
        seq: 1,
        full,
        changed,
        removed,
        connection: 'live',
      };
      source.next({ fleet, derived, update: derived.apply(fleet, settings, NOW) });
    };
    const fleet = [1, 2, 3].map((id) => truck(id, 1));
    step([low(fleet[0]!), fleet[1]!, fleet[2]!], true);
    step([low(fleet[0]!), low(fleet[1]!), fleet[2]!], false, [2]);
    step([fleet[0]!, low(fleet[1]!)], false, [1], [3]);
    // A tick that changes no alert emits no new count.
    step([fleet[0]!, low(fleet[1]!)], false, [1]);
    expect(counts).toEqual([1, 2, 1]);
    expect(lists.map((v) => v.counters.shown)).toEqual([1, 2, 1, 1]);
  });
});
