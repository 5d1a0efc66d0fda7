import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './columnar.js';
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
});
