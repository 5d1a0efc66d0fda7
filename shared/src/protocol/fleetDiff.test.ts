import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff, diffFleet, type Keyed, type TruckId } from './fleetDiff.js';

interface TestTruck extends Keyed {
  plate: string;
  tags?: string[];
  lastpoint: { lat: number; lng: number; speed: number; extra?: { a: number } | null } | null;
  details?: { company: number } | string;
}

const truckArb: fc.Arbitrary<TestTruck> = fc.record(
  {
    id: fc.integer({ min: 1, max: 30 }),
    plate: fc.constantFrom('AA000AA', 'BB111BB', 'CC222CC'),
    tags: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
    lastpoint: fc.option(
      fc.record(
        {
          lat: fc.double({ min: 44, max: 46, noNaN: true }),
          lng: fc.double({ min: 7, max: 13, noNaN: true }),
          speed: fc.integer({ min: 0, max: 90 }),
          extra: fc.option(fc.record({ a: fc.integer({ min: 0, max: 3 }) })),
        },
        { requiredKeys: ['lat', 'lng', 'speed'] },
      ),
    ),
    details: fc.oneof(fc.record({ company: fc.integer({ min: 1, max: 3 }) }), fc.constant('none')),
  },
  { requiredKeys: ['id', 'plate', 'lastpoint'] },
);
const fleetArb = fc.uniqueArray(truckArb, { selector: (t) => t.id, maxLength: 25 });

const byId = (trucks: readonly TestTruck[]): Map<TruckId, TestTruck> =>
  new Map(trucks.map((t) => [t.id, t]));

describe('diffFleet and applyDiff', () => {
  it('applying the diffs of a random sequence of snapshots reproduces the last one', () => {
    fc.assert(
      fc.property(fc.array(fleetArb, { minLength: 1, maxLength: 8 }), (snapshots) => {
        const server = new Map<TruckId, TestTruck>();
        const client = new Map<TruckId, TestTruck>();
        for (const next of snapshots) {
          const diff = diffFleet(server, next);
          // The wire is JSON: what the client applies must survive a round trip.
          applyDiff(client, JSON.parse(JSON.stringify(diff)) as typeof diff);
          server.clear();
          for (const t of next) server.set(t.id, t);
        }
        expect(client).toEqual(byId(snapshots.at(-1) ?? []));
      }),
      { numRuns: 300 },
    );
  });

  it('sends only the fields that changed, nested lastpoint fields included', () => {
    const before = { id: 1, plate: 'AA000AA', lastpoint: { lat: 45, lng: 9, speed: 0 } };
    const after = { id: 1, plate: 'AA000AA', lastpoint: { lat: 45.1, lng: 9, speed: 0 } };
    expect(diffFleet(byId([before]), [after])).toEqual({
      upserts: [{ id: 1, lastpoint: { lat: 45.1 } }],
      removes: [],
    });
  });

  it('reports adds whole, removes by id, and nothing for an unchanged fleet', () => {
    const a = { id: 1, plate: 'A', lastpoint: null };
    const b = { id: 2, plate: 'B', lastpoint: { lat: 1, lng: 2, speed: 3 } };
    const diff = diffFleet(byId([a]), [b]);
    expect(diff.removes).toEqual([1]);
    expect(diff.upserts).toHaveLength(1);
    const state = byId([a]);
    applyDiff(state, diff);
    expect([...state.values()]).toEqual([b]);
    expect(diffFleet(byId([b]), [b])).toEqual({ upserts: [], removes: [] });
  });

  it('reads a partial list as changes only: trucks left out are not removed', () => {
    const a = { id: 1, plate: 'A', lastpoint: null };
    const b = { id: 2, plate: 'B', lastpoint: null };
    const moved = { ...b, plate: 'C' };
    expect(diffFleet(byId([a, b]), [moved], false)).toEqual({
      upserts: [{ id: 2, plate: 'C' }],
      removes: [],
    });
    expect(diffFleet(byId([a, b]), [moved]).removes).toEqual([1]);
  });

  it('keeps untouched trucks as the same objects and replaces changed ones', () => {
    const a = { id: 1, plate: 'A', lastpoint: null };
    const b = { id: 2, plate: 'B', lastpoint: null };
    const state = byId([a, b]);
    const changed = applyDiff(state, { upserts: [{ id: 2, plate: 'C' }], removes: [] });
    expect(changed).toEqual([2]);
    expect(state.get(1)).toBe(a);
    expect(state.get(2)).not.toBe(b);
    expect(b.plate).toBe('B');
  });

  it('removes a field that disappeared', () => {
    const before = { id: 1, plate: 'A', tags: ['x'], lastpoint: null };
    const after = { id: 1, plate: 'A', lastpoint: null };
    const state = byId([before]);
    applyDiff(state, diffFleet(byId([before]), [after]));
    expect(state.get(1)).toEqual(after);
  });
});
