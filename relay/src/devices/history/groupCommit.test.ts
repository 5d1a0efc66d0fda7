import { describe, expect, it } from 'vitest';
import type { DeviceRecord, DeviceRecordStore } from '../contracts.js';
import { GroupCommitStore } from './groupCommit.js';

const record = (deviceId: string, time: number): DeviceRecord => ({
  deviceId,
  companyId: 1,
  truckId: 1,
  time,
  lat: 45,
  lng: 9,
  heading: 0,
  speed: 0,
});

/** A store whose writes end when the test says. */
class HeldStore implements DeviceRecordStore {
  readonly writes: { records: readonly DeviceRecord[]; end: (error?: Error) => void }[] = [];
  append(records: readonly DeviceRecord[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.writes.push({ records, end: (error) => (error ? reject(error) : resolve()) });
    });
  }
}

const settled = async (promise: Promise<void>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'stored'),
    () => (state = 'failed'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('group commit in front of the record store', () => {
  it('writes the appends of many devices in one write, each resolved only once it committed', async () => {
    const inner = new HeldStore();
    const store = new GroupCommitStore(inner, { maxRecords: 3, maxWaitMs: 60_000 });
    const a = store.append([record('a', 1)]);
    const b = store.append([record('b', 1)]);
    expect(inner.writes).toHaveLength(0);
    // The third record fills the group: written at once, not after the wait.
    const c = store.append([record('c', 1)]);
    expect(inner.writes).toHaveLength(1);
    expect(inner.writes[0]!.records.map((r) => r.deviceId)).toEqual(['a', 'b', 'c']);
    expect(await settled(a)).toBe('pending');
    inner.writes[0]!.end();
    expect(await Promise.all([settled(a), settled(b), settled(c)])).toEqual([
      'stored',
      'stored',
      'stored',
    ]);
  });

  it('rejects every append of a failed write (none is acknowledged), and goes on after it', async () => {
    const inner = new HeldStore();
    const store = new GroupCommitStore(inner, { maxRecords: 2, maxWaitMs: 60_000 });
    const a = store.append([record('a', 1)]);
    const b = store.append([record('b', 1)]);
    inner.writes[0]!.end(new Error('disk full'));
    expect(await Promise.all([settled(a), settled(b)])).toEqual(['failed', 'failed']);
    const c = store.append([record('c', 2), record('c', 3)]);
    inner.writes[1]!.end();
    expect(await settled(c)).toBe('stored');
  });

  it('writes at most maxInFlight groups at once; the appends meanwhile form the next', async () => {
    const inner = new HeldStore();
    const store = new GroupCommitStore(inner, { maxRecords: 1, maxWaitMs: 60_000, maxInFlight: 1 });
    const first = store.append([record('a', 1)]);
    const later = [store.append([record('b', 1)]), store.append([record('c', 1)])];
    expect(inner.writes).toHaveLength(1);
    expect(store.busy).toEqual({ pending: 2, inFlight: 1 });
    inner.writes[0]!.end();
    expect(await settled(first)).toBe('stored');
    expect(inner.writes).toHaveLength(2);
    expect(inner.writes[1]!.records.map((r) => r.deviceId)).toEqual(['b', 'c']);
    inner.writes[1]!.end();
    expect(await Promise.all(later.map(settled))).toEqual(['stored', 'stored']);
  });

  it('writes a lone append after the wait', async () => {
    const inner = new HeldStore();
    const store = new GroupCommitStore(inner, { maxWaitMs: 1 });
    const a = store.append([record('a', 1)]);
    await expect.poll(() => inner.writes.length).toBe(1);
    inner.writes[0]!.end();
    expect(await settled(a)).toBe('stored');
    await expect(store.append([])).resolves.toBeUndefined();
  });
});
