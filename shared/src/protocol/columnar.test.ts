import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromColumns, PACK_MIN_ROWS, toColumns, type PackedColumn } from './columnar.js';
import type { Json } from './patch.js';
import { decodeBase64, encodeBase64 } from './base64.js';
import { decodeDiff, encodeDiff } from './wire.js';
import { diffFleet, type TruckId } from './fleetDiff.js';

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string({ maxLength: 4 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'lat', '$unset', 'x.y'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

const row = fc
  .record({ id: fc.integer({ min: 1, max: 50 }) })
  .chain((base) =>
    fc
      .dictionary(fc.constantFrom('plate', 'details', 'lastpoint', 'tags'), json, { maxKeys: 4 })
      .map((rest) => ({ ...rest, ...base })),
  );

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

describe('columnar form', () => {
  it('gives back the same rows (by id) for any JSON rows', () => {
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 20 }), (rows) => {
        const wire = JSON.parse(JSON.stringify(toColumns(rows))) as ReturnType<typeof toColumns>;
        expect(byId(fromColumns<{ id: number }>(wire))).toEqual(byId(rows));
      }),
      { numRuns: 300 },
    );
  });

  it('names each path once per group of same-shaped rows', () => {
    const rows = [
      { id: 1, lastpoint: { lat: 1, lng: 2 } },
      { id: 2, lastpoint: { lat: 3, lng: 4 } },
      { id: 3, plate: 'X' },
    ];
    expect(toColumns(rows)).toEqual({
      groups: [
        {
          paths: [['id'], ['lastpoint', 'lat'], ['lastpoint', 'lng']],
          n: 2,
          cols: [
            [1, 2],
            [1, 3],
            [2, 4],
          ],
        },
        { paths: [['id'], ['plate']], n: 1, cols: [[3], ['X']] },
      ],
    });
  });

  it('sends a column of one repeated scalar once', () => {
    const rows = [1, 2, 3].map((id) => ({ id, lastpoint: { date: 'T', speed: id, on: null } }));
    const columns = toColumns(rows);
    expect(columns.groups[0]?.cols).toEqual([
      [1, 2, 3],
      { all: 'T' },
      [1, 2, 3],
      [null, null, null],
    ]);
    expect(fromColumns(columns)).toEqual(rows);
  });

  it('carries a diff with $replace, $unset and empty objects through the wire form', () => {
    const before = new Map<TruckId, { id: number; details?: object; lastpoint: object | null }>([
      [1, { id: 1, details: { company: 1 }, lastpoint: null }],
      [2, { id: 2, lastpoint: { lat: 1 } }],
    ]);
    const after = [
      { id: 1, lastpoint: { lat: 2, lng: 3 } },
      { id: 2, details: {}, lastpoint: { lat: 1 } },
    ];
    const diff = { company: 1, seq: 1, at: 0, ...diffFleet(before, after) };
    const decoded = decodeDiff(JSON.parse(JSON.stringify(encodeDiff(diff))) as never);
    expect(byId(decoded.upserts)).toEqual(byId(diff.upserts));
  });

  describe('packed number columns', () => {
    // Numbers as a feed sends them: integers of every size, coordinates to a few decimals, and
    // floats that no short decimal gives back (those must stay JSON, never come back rounded).
    const number = fc.oneof(
      fc.integer({ min: -200, max: 300 }),
      fc.integer({ min: -70_000, max: 70_000 }),
      fc.integer(),
      fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1e6),
      fc.integer({ min: -1_800_000_000, max: 1_800_000_000 }).map((n) => n / 1e7),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0.1 + 0.2, 1e21, -0, 2 ** 40, 12345.5),
    );

    it('gives back every number exactly through the wire (JSON text), packed or not', () => {
      fc.assert(
        fc.property(
          fc.array(number, { minLength: PACK_MIN_ROWS, maxLength: 60 }),
          fc.boolean(),
          (values, uniform) => {
            // `uniform`: every value of one kind, so most columns pack.
            const column = uniform ? values.map((v) => Math.round(v) % 100) : values;
            const rows = column.map((v, i) => ({ id: i + 1, lastpoint: { lat: v } }));
            const wire = JSON.parse(JSON.stringify(toColumns(rows))) as ReturnType<
              typeof toColumns
            >;
            // JSON has no -0: the plain form gives 0 back too.
            expect(fromColumns(wire)).toEqual(JSON.parse(JSON.stringify(rows)));
          },
        ),
        { numRuns: 400 },
      );
    });

    const rowsOf = (values: number[]) =>
      values.map((v, i) => ({ id: 1000 + i, lastpoint: { lat: v } }));
    const packed = (values: number[]): PackedColumn | Json[] | { all: Json } | undefined =>
      toColumns(rowsOf(values)).groups[0]?.cols[1];
    const many = (f: (i: number) => number) => Array.from({ length: 40 }, (_, i) => f(i));

    it('packs each column into the smallest integer that holds it', () => {
      expect(packed(many((i) => i * 3))).toMatchObject({ int: 'u8', scale: 0 });
      expect(packed(many((i) => i - 20))).toMatchObject({ int: 'i8', scale: 0 });
      expect(packed(many((i) => i * 1000))).toMatchObject({ int: 'u16', scale: 0 });
      expect(packed(many((i) => -i * 800))).toMatchObject({ int: 'i16', scale: 0 });
      expect(packed(many((i) => 100_000 + i))).toMatchObject({ int: 'i32', scale: 0 });
      expect(packed(many((i) => 45 + i / 1e6))).toMatchObject({ int: 'i32', scale: 6 });
      expect(packed(many((i) => (-1_791_234_567 + i) / 1e7))).toMatchObject({
        int: 'i32',
        scale: 7,
      });
      expect(packed(many((i) => i / 2))).toMatchObject({ int: 'u8', scale: 1 });
      // The id column packs too: 40 ids of 1000+ are 2 bytes each.
      expect(toColumns(rowsOf(many((i) => i))).groups[0]?.cols[0]).toMatchObject({ int: 'u16' });
    });

    it('leaves as JSON what would not come back exactly or does not fit', () => {
      const stays = (values: number[]) => expect(Array.isArray(packed(values))).toBe(true);
      stays(many((i) => i + 0.1 + 0.2)); // 0.30000000000000004 has no short decimal
      stays(many((i) => 2 ** 40 + i)); // beyond 32 bits
      stays(many((i) => (i + 1) / 3));
      stays(many((i) => i).map((v, i) => (i === 7 ? 1e-8 : v))); // one value needs 8 decimals
      // A column with a string or a null stays JSON whatever else it holds.
      const mixed = rowsOf(many((i) => i)).map((row, i) =>
        i === 5 ? { ...row, lastpoint: { lat: null } } : row,
      );
      expect(Array.isArray(toColumns(mixed).groups[0]?.cols[1])).toBe(true);
      // Below PACK_MIN_ROWS rows nothing packs: small diffs stay readable.
      expect(Array.isArray(packed([1, 2, 3]))).toBe(true);
    });

    it('makes a moved fleet’s diff frame at least a third smaller than plain columns', () => {
      const rows = Array.from({ length: 200 }, (_, i) => ({
        id: 5000 + i * 7,
        lastpoint: {
          lat: Math.round((45 + i / 997) * 1e6) / 1e6,
          lng: Math.round((9 + i / 991) * 1e6) / 1e6,
          speed: i % 90,
          odometer: 300_000 + i,
        },
      }));
      const text = JSON.stringify(toColumns(rows));
      const paths = [['id'], ...Object.keys(rows[0]?.lastpoint ?? {}).map((k) => ['lastpoint', k])];
      const value = (row: (typeof rows)[number], path: string[]) =>
        path.length === 1 ? row.id : row.lastpoint[path[1] as keyof (typeof row)['lastpoint']];
      const plain = JSON.stringify({
        groups: [{ paths, n: rows.length, cols: paths.map((p) => rows.map((r) => value(r, p))) }],
      });
      expect(text.length).toBeLessThan(plain.length * 0.67);
      expect(fromColumns(JSON.parse(text) as ReturnType<typeof toColumns>)).toEqual(rows);
    });

    it('refuses a packed column whose bytes do not match its rows', () => {
      const wire = toColumns(rowsOf(many((i) => i * 3)));
      const group = wire.groups[0];
      if (!group) throw new Error('no group');
      group.n = 39;
      expect(() => fromColumns(wire)).toThrow(/packed column: 80 bytes of u16 for 39 rows/);
    });
  });

  describe('base64', () => {
    const btoa = (globalThis as unknown as { btoa: (s: string) => string }).btoa;

    it('gives the standard padded text, both ways, for any bytes', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
          const text = encodeBase64(bytes);
          expect(text).toBe(btoa(String.fromCharCode(...bytes)));
          expect([...decodeBase64(text)]).toEqual([...bytes]);
        }),
        { numRuns: 300 },
      );
    });

    it('encodes a view into a larger buffer from its own offset (RFC 4648 vectors)', () => {
      const whole = Uint8Array.from('xxfoobar', (c) => c.charCodeAt(0));
      expect(
        ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((_, n) =>
          encodeBase64(whole.subarray(2, 2 + n)),
        ),
      ).toEqual(['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']);
    });
  });
});
