import { describe, expect, it } from 'vitest';
import type { Truck } from '../domain/truck.js';
import type { Upsert } from './fleetDiff.js';
import { encodeDiff, encodeSnapshot } from './wire.js';
import { wireDiffProblem, wireSnapshotProblem } from './wireCheck.js';

const trucks: Truck[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  plate: `AB${i}`,
  lastpoint: {
    lat: 45 + i / 1000,
    lng: 9 + i / 1000,
    speed: i,
    heading: 90,
    ignition: 1,
    date: '2026-11-25T06:00:00Z',
  },
}));
const snapshot = () =>
  JSON.parse(JSON.stringify(encodeSnapshot({ company: 1, seq: 3, at: 10, trucks }))) as Record<
    string,
    unknown
  >;
const diff = () =>
  JSON.parse(
    JSON.stringify(
      encodeDiff({
        company: '*',
        seq: 4,
        at: 11,
        upserts: trucks.slice(0, 20) as unknown as Upsert[],
        removes: [40],
      }),
    ),
  ) as Record<string, unknown>;

describe('wire payload checks', () => {
  it('pass what the relay encodes', () => {
    expect(wireSnapshotProblem(snapshot())).toBeUndefined();
    expect(wireDiffProblem(diff())).toBeUndefined();
    expect(wireSnapshotProblem({ ...snapshot(), company: 0 })).toBeUndefined(); // `/shared`
  });

  it('name the field of a malformed snapshot or diff', () => {
    expect(wireSnapshotProblem(null)).toBe('payload: not an object');
    expect(wireSnapshotProblem({ ...snapshot(), seq: -1 })).toBe('seq: not a sequence number');
    expect(wireSnapshotProblem({ ...snapshot(), company: 'x' })).toBe('company: not a company');
    expect(wireSnapshotProblem({ ...snapshot(), trucks: [] })).toBe('trucks.groups: not an array');
    const short = snapshot();
    const group = (short['trucks'] as { groups: { cols: unknown[]; n: number }[] }).groups[0];
    if (!group) throw new Error('no group');
    const plain = group.cols.findIndex((c) => Array.isArray(c));
    (group.cols[plain] as unknown[]).pop();
    expect(wireSnapshotProblem(short)).toBe(
      `trucks.groups.0.cols.${plain}: ${group.n - 1} values for ${group.n} rows`,
    );
    group.cols.pop();
    expect(wireSnapshotProblem(short)).toBe('trucks.groups.0.cols: not one column per path');
    expect(wireDiffProblem({ ...diff(), removes: ['7'] })).toBe('removes: not a list of truck ids');
    expect(wireDiffProblem({ ...diff(), at: '11' })).toBe('at: not a time');
  });
});
