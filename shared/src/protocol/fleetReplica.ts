import {
  applyDiff,
  type ReplicaDiff,
  type FleetSnapshot,
  type Keyed,
  type TruckId,
} from './fleetDiff.js';

export type ReplicaUpdate =
  | { kind: 'snapshot'; seq: number }
  | { kind: 'diff'; seq: number; changed: TruckId[]; removed: readonly TruckId[] }
  | { kind: 'gap'; expected: number; received: number };

/**
 * A client's copy of one company's fleet stream. It applies snapshots and diffs in order; a diff
 * whose seq is not the next one is a gap: the caller must ask for a resync, and later diffs are
 * ignored until the next snapshot arrives.
 */
export class FleetReplica<T extends Keyed> {
  readonly trucks = new Map<TruckId, T>();
  seq = -1;
  private waitingForSnapshot = true;

  get synced(): boolean {
    return !this.waitingForSnapshot;
  }

  applySnapshot(snapshot: FleetSnapshot<T>): ReplicaUpdate {
    this.trucks.clear();
    for (const truck of snapshot.trucks) this.trucks.set(truck.id, truck);
    this.seq = snapshot.seq;
    this.waitingForSnapshot = false;
    return { kind: 'snapshot', seq: snapshot.seq };
  }

  applyDiff(diff: ReplicaDiff): ReplicaUpdate | undefined {
    if (this.waitingForSnapshot) return undefined;
    if (diff.seq <= this.seq) return undefined; // already covered by the snapshot we hold
    if (diff.seq !== this.seq + 1) {
      this.waitingForSnapshot = true;
      return { kind: 'gap', expected: this.seq + 1, received: diff.seq };
    }
    const changed = applyDiff(this.trucks, diff);
    this.seq = diff.seq;
    return { kind: 'diff', seq: diff.seq, changed, removed: diff.removes };
  }
}
