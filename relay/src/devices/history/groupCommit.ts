import type { DeviceRecord, DeviceRecordStore } from '../contracts.js';

export interface GroupCommitOptions {
  /** A group is written at once when it holds this many records. Default 1,000. */
  maxRecords?: number;
  /** How long the first append of a group waits for others. Default 10 ms. */
  maxWaitMs?: number;
  /** Groups being written at once at most (the pool's connections). Default 4. */
  maxInFlight?: number;
}

interface Waiting {
  records: readonly DeviceRecord[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit in front of a record store: the appends of many connections (each a packet of one
 * device, usually a record or two) that arrive within `maxWaitMs` are written in one `append` (one
 * transaction per 1,000 records) instead of a transaction each, and each caller's promise resolves
 * only once that write committed, so the Teltonika ack and the OsmAnd 200 still mean "stored".
 * A failed write rejects every append of its group: none is acknowledged and the devices send
 * again (the store is idempotent per device and time). At most `maxInFlight` groups are written at
 * once; appends arriving meanwhile wait and form the next group.
 */
export class GroupCommitStore implements DeviceRecordStore {
  private pending: Waiting[] = [];
  private pendingRecords = 0;
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private readonly maxRecords: number;
  private readonly maxWaitMs: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly inner: DeviceRecordStore,
    options: GroupCommitOptions = {},
  ) {
    this.maxRecords = options.maxRecords ?? 1_000;
    this.maxWaitMs = options.maxWaitMs ?? 10;
    this.maxInFlight = options.maxInFlight ?? 4;
  }

  append(records: readonly DeviceRecord[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ records, resolve, reject });
      this.pendingRecords += records.length;
      if (this.pendingRecords >= this.maxRecords) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.maxWaitMs);
    });
  }

  /** Groups waiting or being written (tests, metrics). */
  get busy(): { pending: number; inFlight: number } {
    return { pending: this.pending.length, inFlight: this.inFlight };
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // Full: the group grows until a write ends, then goes (see the `finally` below).
    if (this.inFlight >= this.maxInFlight || this.pending.length === 0) return;
    const group = this.pending;
    this.pending = [];
    this.pendingRecords = 0;
    this.inFlight += 1;
    this.inner
      .append(group.length === 1 ? group[0]!.records : group.flatMap((w) => w.records))
      .then(
        () => group.forEach((w) => w.resolve()),
        (error: unknown) => group.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        this.inFlight -= 1;
        if (this.pending.length > 0) this.flush();
      });
  }
}
