import {
  diffFleet,
  type FleetDiff,
  type FleetSnapshot,
  type Truck,
  type TruckId,
} from '@fleetdeck/shared';

/**
 * The relay's copy of the fleet: takes each polled list, turns it into a diff against the last one,
 * and numbers the diffs. Empty ticks produce no diff and use no seq.
 */
export class FleetHub {
  private readonly trucks = new Map<TruckId, Truck>();
  private seq = 0;
  private at = 0;

  /** Applies a new upstream list; returns the diff to broadcast, or undefined when nothing changed. */
  update(next: readonly Truck[], at = Date.now()): FleetDiff | undefined {
    const { upserts, removes } = diffFleet(this.trucks, next);
    this.at = at;
    if (upserts.length === 0 && removes.length === 0) return undefined;
    for (const id of removes) this.trucks.delete(id);
    for (const truck of next) this.trucks.set(truck.id, truck);
    this.seq += 1;
    return { seq: this.seq, at, upserts, removes };
  }

  snapshot(): FleetSnapshot<Truck> {
    return { seq: this.seq, at: this.at, trucks: [...this.trucks.values()] };
  }

  get size(): number {
    return this.trucks.size;
  }
}
