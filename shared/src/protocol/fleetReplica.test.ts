import { describe, expect, it } from 'vitest';
import { FleetReplica } from './fleetReplica.js';

const truck = (id: number, plate: string) => ({ id, plate });

describe('FleetReplica', () => {
  it('applies diffs in order after a snapshot', () => {
    const replica = new FleetReplica<{ id: number; plate: string }>();
    replica.applySnapshot({ seq: 4, at: 0, trucks: [truck(1, 'A')] });
    const update = replica.applyDiff({
      seq: 5,
      at: 1,
      upserts: [{ id: 1, plate: 'B' }],
      removes: [],
    });
    expect(update).toEqual({ kind: 'diff', seq: 5, changed: [1], removed: [] });
    expect(replica.trucks.get(1)).toEqual(truck(1, 'B'));
  });

  it('reports a gap, then ignores diffs until the next snapshot', () => {
    const replica = new FleetReplica<{ id: number; plate: string }>();
    replica.applySnapshot({ seq: 1, at: 0, trucks: [truck(1, 'A')] });
    expect(replica.applyDiff({ seq: 3, at: 1, upserts: [], removes: [1] })).toEqual({
      kind: 'gap',
      expected: 2,
      received: 3,
    });
    expect(replica.synced).toBe(false);
    expect(replica.applyDiff({ seq: 4, at: 1, upserts: [], removes: [1] })).toBeUndefined();
    expect(replica.trucks.has(1)).toBe(true);
    replica.applySnapshot({ seq: 4, at: 2, trucks: [] });
    expect(replica.synced).toBe(true);
    expect(replica.trucks.size).toBe(0);
  });

  it('skips diffs already covered by the snapshot it holds', () => {
    const replica = new FleetReplica<{ id: number; plate: string }>();
    replica.applySnapshot({ seq: 7, at: 0, trucks: [truck(1, 'A')] });
    expect(
      replica.applyDiff({ seq: 7, at: 0, upserts: [{ id: 1, plate: 'Z' }], removes: [] }),
    ).toBeUndefined();
    expect(replica.trucks.get(1)?.plate).toBe('A');
  });

  it('ignores diffs before the first snapshot', () => {
    const replica = new FleetReplica<{ id: number; plate: string }>();
    expect(
      replica.applyDiff({ seq: 1, at: 0, upserts: [{ id: 1, plate: 'A' }], removes: [] }),
    ).toBeUndefined();
    expect(replica.trucks.size).toBe(0);
  });
});
