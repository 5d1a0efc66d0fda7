import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ColumnRows, fromColumns, toColumns, type Columns } from './columnar.js';
import { applyDiff, diffFleet, type TruckId, type Upsert } from './fleetDiff.js';
import { applyPatch, type Json, type JsonObject } from './patch.js';
import { encodeDiff, readColumnDiff } from './wire.js';
import { FleetReplica } from './fleetReplica.js';

// Values as trucks hold them, with the keys a patch gives meaning to among the ordinary ones.
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1e6),
    fc.string({ maxLength: 3 }),
    fc.array(tie('value'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('lat', 'lng', 'driver', 'id'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const truck = fc
  .record({ id: fc.integer({ min: 1, max: 40 }) })
  .chain((base) =>
    fc
      .dictionary(fc.constantFrom('plate', 'details', 'lastpoint', 'tags'), json, { maxKeys: 4 })
      .map((rest): JsonObject & { id: number } => ({ ...rest, ...base })),
  );
const fleet = fc.uniqueArray(truck, { selector: (t) => t.id, maxLength: 40 });

/** What the replica did before columns were applied directly: every row decoded, then patched. */
function applyDecoded(state: Map<TruckId, JsonObject>, columns: Columns): void {
  for (const row of fromColumns<Upsert>(columns)) {
    state.set(row.id, applyPatch<JsonObject>(state.get(row.id) ?? { id: row.id }, row));
  }
}

const wire = (columns: Columns): Columns => JSON.parse(JSON.stringify(columns)) as Columns;

describe('ColumnRows', () => {
  it('gives the same trucks, key order included, as decoding each row and patching', () => {
    fc.assert(
      fc.property(fleet, fleet, (before, after) => {
        const start = new Map(before.map((t) => [t.id, t]));
        // Real diffs: nested patches, `$unset`, `{ $replace }`, empty objects, whole new trucks.
        const { upserts } = diffFleet(start, after, false);
        const columns = wire(toColumns(upserts));
        const expected = new Map(start);
        applyDecoded(expected, columns);
        const actual = new Map(start);
        const changed = new ColumnRows(columns).applyTo(actual);
        expect(changed.sort((a, b) => a - b)).toEqual(
          upserts.map((u) => u.id).sort((a, b) => a - b),
        );
        expect(JSON.stringify([...actual])).toBe(JSON.stringify([...expected]));
        // Every truck given back reproduces the list it came from.
        for (const t of after) expect(actual.get(t.id)).toEqual(t);
      }),
      { numRuns: 300 },
    );
  });

  it('makes each changed truck and its patched nested objects new, and leaves the others', () => {
    const lastpoint = { lat: 45, lng: 9, driver: { id: 1 } };
    const details = { company: 1 };
    const start = new Map<TruckId, JsonObject & { id: number }>([
      [1, { id: 1, details, lastpoint }],
      [2, { id: 2, details, lastpoint: { lat: 44, lng: 8, driver: null } }],
    ]);
    const next = new Map(start);
    const rows = new ColumnRows(wire(toColumns([{ id: 1, lastpoint: { lat: 45.5 } }])));
    expect(rows.applyTo(next)).toEqual([1]);
    const moved = next.get(1) as unknown as { details: object; lastpoint: typeof lastpoint };
    expect(moved).not.toBe(start.get(1));
    expect(moved.lastpoint).not.toBe(lastpoint);
    expect(moved.lastpoint).toEqual({ lat: 45.5, lng: 9, driver: { id: 1 } });
    expect(moved.details).toBe(details);
    expect(lastpoint.lat).toBe(45);
    expect(next.get(2)).toBe(start.get(2));
  });

  it('reads packed columns (thousands of rows) as the decoder does', () => {
    const before = Array.from({ length: 2000 }, (_, i) => ({
      id: i + 1,
      plate: `AB${i}`,
      lastpoint: { lat: 44 + i / 1e4, lng: 9, speed: i % 90, date: 'a' },
    }));
    const after = before.map((t, i) =>
      i % 5 === 0
        ? { ...t, lastpoint: { ...t.lastpoint, lat: t.lastpoint.lat + 0.000_123, date: 'b' } }
        : t,
    );
    const start = new Map(before.map((t) => [t.id, t]));
    const diff = { company: 1, seq: 1, at: 0, ...diffFleet(start, after as never) };
    const wired = JSON.parse(JSON.stringify(encodeDiff(diff))) as ReturnType<typeof encodeDiff>;
    expect(JSON.stringify(wired.upserts)).toContain('b64');
    const state = new Map(start);
    applyDiff(state, readColumnDiff(wired));
    expect([...state.values()]).toEqual(after);
  });

  it('refuses bad bytes, a missing id column or a bad id before touching any truck', () => {
    const columns = toColumns(
      Array.from({ length: 20 }, (_, i) => ({ id: i + 1, lastpoint: { lat: 45 + i / 100 } })),
    );
    const packed = columns.groups[0]?.cols.find((c) => !Array.isArray(c) && 'b64' in c) as
      { b64: string } | undefined;
    expect(packed).toBeDefined();
    const shortBytes = wire(columns);
    const cut = shortBytes.groups[0]?.cols.find((c) => !Array.isArray(c) && 'b64' in c) as {
      b64: string;
    };
    cut.b64 = cut.b64.slice(0, 8);
    expect(() => new ColumnRows(shortBytes)).toThrow(/packed column/);

    const noId: Columns = { groups: [{ paths: [['plate']], n: 1, cols: [['AB']] }] };
    expect(() => new ColumnRows(noId)).toThrow('upserts.groups.0: no id column');
    const badId: Columns = {
      groups: [
        { paths: [['id']], n: 1, cols: [[1]] },
        { paths: [['id'], ['plate']], n: 1, cols: [['7'], ['AB']] },
      ],
    };
    expect(() => new ColumnRows(badId)).toThrow('upserts.groups.1: bad truck id');

    // Through the replica: the bad diff never reaches it, the next one is a gap.
    const replica = new FleetReplica<{ id: number; plate?: string }>();
    replica.applySnapshot({ seq: 1, at: 0, trucks: [{ id: 1, plate: 'A' }] });
    const bad = { company: 1, seq: 2, at: 0, upserts: badId, removes: [] };
    expect(() => readColumnDiff(bad)).toThrow();
    expect(replica.trucks.get(1)).toEqual({ id: 1, plate: 'A' });
    const good = {
      company: 1,
      seq: 3,
      at: 0,
      upserts: toColumns([{ id: 1, plate: 'B' }]),
      removes: [],
    };
    expect(replica.applyDiff(readColumnDiff(good))).toEqual({
      kind: 'gap',
      expected: 2,
      received: 3,
    });
  });

  it('applies a row whose keys cannot be read as a tree (a leaf and an object at one key)', () => {
    const odd: Columns = {
      groups: [{ paths: [['id'], ['a'], ['a', 'b']], n: 1, cols: [[1], [5], [6]] }],
    };
    const expected = new Map<TruckId, JsonObject>([[1, { id: 1, a: { c: 1 } }]]);
    const actual = new Map(expected);
    applyDecoded(expected, odd);
    new ColumnRows(odd).applyTo(actual);
    expect(actual).toEqual(expected);
    expect(actual.get(1)).toEqual({ id: 1, a: { c: 1, b: 6 } } satisfies Record<string, Json>);
  });

  it('reads an empty object as an empty nested patch: the object stays as it was', () => {
    // toColumns sends `{}` as a value; as a patch it changes nothing in the object it patches.
    const columns = wire(toColumns([{ id: 1, details: {}, lastpoint: {} }]));
    const start = new Map<TruckId, JsonObject>([
      [1, { id: 1, details: { company: 2 }, lastpoint: 3 }],
    ]);
    const expected = new Map(start);
    applyDecoded(expected, columns);
    const actual = new Map(start);
    new ColumnRows(columns).applyTo(actual);
    expect(actual.get(1)).toEqual({ id: 1, details: { company: 2 }, lastpoint: {} });
    expect(actual).toEqual(expected);
  });

  it('never writes through `__proto__`, decoded or applied', () => {
    // JSON.parse keeps `__proto__` as an ordinary key: a payload can carry it as a path.
    const columns = JSON.parse(
      '{"groups":[{"paths":[["id"],["__proto__","polluted"],["lastpoint","__proto__","x"]],"n":1,"cols":[[1],["yes"],[1]]}]}',
    ) as Columns;
    const rows = fromColumns<JsonObject>(columns);
    const state = new Map<TruckId, JsonObject & { id: number }>([
      [1, { id: 1, lastpoint: { lat: 1 } }],
    ]);
    new ColumnRows(columns).applyTo(state);
    applyDiff(state, {
      upserts: JSON.parse('[{"id":1,"__proto__":{"polluted":"yes"}}]') as Upsert[],
      removes: [],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(rows).toEqual([{ id: 1 }]);
    expect(state.get(1)).toEqual({ id: 1, lastpoint: { lat: 1 } });
    expect(Object.getPrototypeOf(state.get(1))).toBe(Object.prototype);
  });
});
