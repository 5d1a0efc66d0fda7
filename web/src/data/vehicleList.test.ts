import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveUserConfig, type Truck, type TruckId } from '@fleetdeck/shared';
import { deriveTruck, type DerivedTruck, type DerivedUpdate } from './derivedFleet.js';
import { VehicleListModel } from './vehicleList.js';
import {
  sortKeyOf,
  type ListFilters,
  type ListQuery,
  type ListSort,
} from './vehicleListQuery.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const settings = resolveUserConfig({});

interface Spec {
  id: number;
  plate?: string;
  speed?: number;
  ageMin?: number;
  company?: number;
  secondary?: number;
  tags?: number[];
  activity?: number;
  battery?: number;
  driver?: string;
}

function truck(s: Spec): Truck {
  return {
    id: s.id,
    plate: s.plate ?? `AB${String(s.id).padStart(3, '0')}CD`,
    details: { custom_id: `C-${s.id}`, company: s.company ?? 1, secondary_company: s.secondary },
    tags: (s.tags ?? []).map((id) => ({ id, name: `tag ${id}` })),
    lastpoint: {
      lat: 45,
      lng: 9,
      heading: 0,
      speed: s.speed ?? 0,
      ignition: 0,
      activity: s.activity ?? 0,
      date: new Date(NOW - (s.ageMin ?? 1) * 60_000).toISOString(),
      driver: { id: 7, name: s.driver ?? 'Mario', surname: 'Rossi' },
      telemetry: { battery_level: s.battery ?? 90 },
    },
  };
}

const derive = (specs: Spec[]): Map<TruckId, DerivedTruck> =>
  new Map(specs.map((s) => [s.id, deriveTruck(truck(s), settings, NOW)]));

const full: DerivedUpdate = { full: true, changed: [], removed: [] };

function query(
  filters: Partial<ListFilters> = {},
  sort: ListSort = 'alphabetical',
  pinned: number[] = [],
): ListQuery {
  return {
    filters: { search: '', ...filters },
    sort,
    pinned: new Set(pinned),
    companyNames: new Map([
      [1, 'Zeta Trasporti'],
      [2, 'Alfa Logistica'],
    ]),
  };
}

function shown(specs: Spec[], q: ListQuery): readonly TruckId[] {
  const model = new VehicleListModel();
  model.apply(derive(specs), full, q);
  return model.ids;
}

const fleet: Spec[] = [
  { id: 1, plate: 'FF111GG', company: 1, speed: 50, ageMin: 5, tags: [10], activity: 3 },
  { id: 2, plate: 'AA222BB', company: 2, ageMin: 1, battery: 10, driver: 'Giulia' },
  { id: 3, plate: 'CC333DD', company: 3, secondary: 2, ageMin: 120, tags: [10, 11] },
  { id: 4, plate: 'BB444EE', company: 1, ageMin: 30, activity: 2 },
];

describe('VehicleListModel filters', () => {
  it('searches part of a plate, custom id or driver name, in any case', () => {
    expect(shown(fleet, query({ search: '22' }))).toEqual([2]);
    expect(shown(fleet, query({ search: ' c-4 ' }))).toEqual([4]);
    expect(shown(fleet, query({ search: 'GIUL' }))).toEqual([2]);
    expect(shown(fleet, query({ search: 'zzz' }))).toEqual([]);
  });

  it('filters by company (main or secondary), tag, vehicle status, driver activity, alerts', () => {
    expect(shown(fleet, query({ company: 2 }))).toEqual([2, 3]);
    expect(shown(fleet, query({ tag: 10 }))).toEqual([3, 1]);
    expect(shown(fleet, query({ status: 'moving' }))).toEqual([1]);
    expect(shown(fleet, query({ status: 'stale' }))).toEqual([3]);
    expect(shown(fleet, query({ driverActivity: 'work' }))).toEqual([4]);
    expect(shown(fleet, query({ alertsOnly: true }))).toEqual([2]);
  });
});

describe('VehicleListModel sorts', () => {
  it('sorts alphabetically, by last point (newest first), by company name and by activity', () => {
    expect(shown(fleet, query())).toEqual([2, 4, 3, 1]);
    expect(shown(fleet, query({}, 'chronological'))).toEqual([2, 1, 4, 3]);
    // Alfa Logistica (2), Zeta Trasporti (1: AA.., BB.., FF..), then company 3 known only by id.
    expect(shown(fleet, query({}, 'company'))).toEqual([2, 4, 1, 3]);
    expect(shown(fleet, query({}, 'activity'))).toEqual([1, 2, 4, 3]);
  });

  it('puts pinned vehicles first, each group in the chosen order', () => {
    expect(shown(fleet, query({}, 'alphabetical', [3, 1]))).toEqual([3, 1, 2, 4]);
  });

  it('counts the whole fleet whatever the filters', () => {
    const model = new VehicleListModel();
    model.apply(derive(fleet), full, query({ search: 'AA' }));
    expect(model.counters).toMatchObject({ total: 4, shown: 1, withAlerts: 1 });
    expect(model.counters.byStatus).toMatchObject({ moving: 1, stopped: 2, stale: 1 });
  });
});

describe('VehicleListModel live updates', () => {
  it('keeps a changed row in its place until resort, and merges newcomers in order', () => {
    const model = new VehicleListModel();
    const q = query({ status: 'stopped' }, 'chronological');
    model.apply(derive(fleet), full, q);
    expect(model.ids).toEqual([2, 4]);

    // 4 reports again (newest now) and 1 stops: 4 stays put, 1 arrives at its sorted place.
    const next = derive([...fleet.filter((s) => s.id !== 1 && s.id !== 4), { ...fleet[0]!, speed: 0, ageMin: 3 }, { ...fleet[3]!, ageMin: 0 }]);
    model.apply(next, { full: false, changed: [1, 4], removed: [] }, q);
    expect(model.ids).toEqual([2, 4, 1]);
    model.resort();
    expect(model.ids).toEqual([4, 2, 1]);
  });

  it('puts the order right on the timed refresh, unless the pointer holds the rows', () => {
    const q = query({ status: 'stopped' }, 'chronological');
    const next = derive([...fleet.filter((s) => s.id !== 1 && s.id !== 4), { ...fleet[0]!, speed: 0, ageMin: 3 }, { ...fleet[3]!, ageMin: 0 }]);
    const refreshed: DerivedUpdate = { full: false, changed: [1, 4], removed: [], refreshed: true };
    const held = new VehicleListModel();
    held.apply(derive(fleet), full, q);
    held.apply(next, refreshed, q, true);
    expect(held.ids).toEqual([2, 4, 1]);
    const free = new VehicleListModel();
    free.apply(derive(fleet), full, q);
    free.apply(next, refreshed, q);
    expect(free.ids).toEqual([4, 2, 1]);
  });

  it('keeps rows in place on a full refresh while frozen, and removes trucks that left', () => {
    const model = new VehicleListModel();
    const q = query({}, 'chronological');
    model.apply(derive(fleet), full, q);
    const next = derive([{ ...fleet[3]!, ageMin: 0 }, fleet[0]!, fleet[2]!]);
    model.apply(next, full, q, true);
    expect(model.ids).toEqual([1, 4, 3]);
    expect(model.counters.total).toBe(3);
    model.apply(next, full, q, false);
    expect(model.ids).toEqual([4, 1, 3]);
  });
});

const specArb = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  plate: fc.constantFrom('AA1', 'AB2', 'BA3', 'ZZ9', 'ab2'),
  speed: fc.constantFrom(0, 40),
  ageMin: fc.integer({ min: 0, max: 2000 }),
  company: fc.integer({ min: 1, max: 3 }),
  tags: fc.subarray([10, 11]),
  activity: fc.integer({ min: 0, max: 4 }),
  battery: fc.constantFrom(10, 90),
});
const fleetArb = fc.uniqueArray(specArb, { selector: (s) => s.id, maxLength: 25 });
const queryArb = fc.record({
  search: fc.constantFrom('', 'a', 'b2', 'zz'),
  sort: fc.constantFrom<ListSort>('alphabetical', 'chronological', 'company', 'activity'),
  status: fc.constantFrom(undefined, 'moving' as const, 'stopped' as const),
  pinned: fc.subarray([1, 2, 3, 5, 8, 13]),
});

describe('VehicleListModel property', () => {
  it('after any sequence of diffs, incremental state equals a full recompute', () => {
    fc.assert(
      fc.property(fleetArb, fc.array(fleetArb, { maxLength: 5 }), queryArb, (first, steps, qa) => {
        const q = query({ search: qa.search, status: qa.status }, qa.sort, qa.pinned);
        const model = new VehicleListModel();
        let current = derive(first);
        model.apply(current, full, q);
        for (const step of steps) {
          const next = derive(step);
          const changed = [...next.keys()];
          const removed = [...current.keys()].filter((id) => !next.has(id));
          model.apply(next, { full: false, changed, removed }, q);
          current = next;
        }
        const fresh = new VehicleListModel();
        fresh.apply(current, full, q);
        expect([...model.ids].sort()).toEqual([...fresh.ids].sort());
        expect(model.counters).toEqual(fresh.counters);
        model.resort();
        expect(model.ids).toEqual(fresh.ids);
      }),
    );
  });
});

describe('sortKeyOf', () => {
  it('gives the last key back while nothing it holds changed, a new one when something did', () => {
    const q = query({}, 'activity');
    const moving = deriveTruck(truck({ id: 1, speed: 50 }), settings, NOW);
    const key = sortKeyOf(moving, q);
    const moved = deriveTruck(truck({ id: 1, speed: 60 }), settings, NOW);
    expect(sortKeyOf(moved, q, key)).toBe(key);
    const stopped = deriveTruck(truck({ id: 1, speed: 0 }), settings, NOW);
    const other = sortKeyOf(stopped, q, key);
    expect(other).not.toBe(key);
    expect(other.rank).toBeGreaterThan(key.rank);
    expect(sortKeyOf(moved, query({}, 'activity', [1]), key).pinned).toBe(true);
  });
});
