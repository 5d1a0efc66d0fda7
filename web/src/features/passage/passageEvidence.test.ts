import { describe, expect, it } from 'vitest';
import { closestMetres, evidencePassages, evidenceRows } from './passageEvidence.js';
import { circleRing, pictureBounds } from './passageMapPicture.js';

const gate: [number, number] = [9.19, 45.46];
/** About `m` metres north of the gate. */
const north = (m: number): [number, number] => [9.19, 45.46 + m / 111_195];

describe('the passage evidence', () => {
  it("finds a track's closest report to the searched point, in metres", () => {
    expect(closestMetres(gate, [north(300), north(42), north(120)])).toBeCloseTo(42, 0);
    expect(closestMetres(gate, [gate])).toBe(0);
    expect(closestMetres(gate, [])).toBeUndefined();
  });

  it('takes the first passages in the list order, up to the limit', () => {
    const rows = [
      {
        id: 1,
        plate: 'A',
        passages: [
          { start: 'a1', end: 'a1' },
          { start: 'a2', end: 'a2' },
        ],
      },
      { id: 2, plate: 'B', passages: [{ start: 'b1', end: 'b1' }] },
    ];
    expect(evidencePassages(rows, 2).map((p) => `${p.id} ${p.passage.start}`)).toEqual([
      '1 a1',
      '1 a2',
    ]);
    expect(evidencePassages(rows)).toHaveLength(3);
  });

  it('writes each passage with its driver and closest metres, a dash where its track is unknown', () => {
    const line = (key: string) => ({
      plate: 'AB123CD',
      entry: 'in',
      exit: 'out',
      first: true,
      key,
    });
    const rows = evidenceRows(
      [line('1 x'), line('1 y'), line('1 z')],
      new Map([
        [
          '1 x',
          { points: [north(37.6)], drivers: ['Sara Benali', 'Jan Kowalski'], closestM: 37.6 },
        ],
        ['1 z', { points: [], drivers: [], closestM: undefined }],
      ]),
      (m) => `${m} m`,
    );
    expect(rows).toEqual([
      ['AB123CD', 'Sara Benali, Jan Kowalski', 'in', 'out', '38 m'],
      ['AB123CD', '–', 'in', 'out', '–'],
      ['AB123CD', '–', 'in', 'out', '–'],
    ]);
  });

  it('draws the circle at its radius and fits the map to it and the tracks', () => {
    const ring = circleRing(gate, 100, 8);
    expect(ring).toHaveLength(9);
    expect(ring[0]).toEqual(ring[8]);
    for (const [lng, lat] of ring.slice(0, 8))
      expect(closestMetres(gate, [[lng, lat]])).toBeCloseTo(100, 0);
    const [[w, s], [e, n]] = pictureBounds(ring, [[north(500)]]);
    expect(n).toBeCloseTo(north(500)[1], 6);
    expect(s).toBeCloseTo(north(-100)[1], 6);
    expect(e - 9.19).toBeCloseTo(9.19 - w, 9);
  });
});
