import {
  ALL_COMPANIES,
  applyDiff,
  diffFleet,
  type CompanyDiff,
  type CompanyScope,
  type CompanySnapshot,
  type FleetDiff,
  type FleetSnapshot,
  type Truck,
  type TruckId,
  type Upsert,
} from '@fleetdeck/shared';
import { withStreamTags } from '../tags/streamTags.js';
import { scopesOf, type CompanyDirectory } from './companies.js';
import { diffTruck } from './differ.js';

/** The whole fleet at a seq, as a relay that has it hands it to a relay that lost track. */
export type FleetState = FleetSnapshot<Truck>;

/** A tick of the global stream with each company stream's share of it. */
export interface HubTick {
  diff: FleetDiff;
  streams: Map<CompanyScope, CompanyDiff>;
}

/**
 * The relay's copy of the whole fleet and its split into company streams. The polling relay turns
 * each polled list into a numbered diff of the global stream and applies it in the same pass
 * (`update`); the other relays apply the diffs it publishes (`apply`). Both give the diff of each
 * company stream. All company streams share the tick's `seq`: every
 * stream gets a diff at every tick (empty when none of its trucks changed), so a stream's `seq`
 * still goes up by exactly one per diff and a gap always means a lost message.
 */
export class FleetHub {
  private readonly trucks = new Map<TruckId, Truck>();
  private readonly scopes = new Map<TruckId, CompanyScope[]>();
  private snapshots = new Map<CompanyScope, CompanySnapshot>();
  seq = 0;
  at = 0;

  constructor(private readonly directory: CompanyDirectory) {}

  /**
   * Polling relay: diffs a new upstream list and applies it, taking the polled trucks as they are;
   * undefined (and no seq spent) when nothing changed. `complete` false: `next` holds only the
   * trucks upstream says changed (the others stay).
   */
  update(next: readonly Truck[], at = Date.now(), complete = true): HubTick | undefined {
    const { upserts, removes } = diffFleet(this.trucks, next, complete, diffTruck);
    if (upserts.length === 0 && removes.length === 0) {
      this.at = at;
      return undefined;
    }
    const diff: FleetDiff = { seq: this.seq + 1, at, upserts, removes };
    const streams = this.commit(diff, () => {
      const changed = new Set(upserts.map((u) => u.id));
      for (const truck of next) if (changed.has(truck.id)) this.trucks.set(truck.id, truck);
      for (const id of removes) this.trucks.delete(id);
    });
    return { diff, streams };
  }

  /**
   * Another relay: applies a diff of the global stream (its seq must follow ours) and returns each
   * company stream's diff, for every stream touched; streams not in the map get an empty diff with
   * the same seq.
   */
  apply(diff: FleetDiff): Map<CompanyScope, CompanyDiff> {
    return this.commit(diff, () => applyDiff(this.trucks, diff));
  }

  private commit(tick: FleetDiff, write: () => void): Map<CompanyScope, CompanyDiff> {
    const before = new Map<TruckId, CompanyScope[]>();
    for (const u of tick.upserts) before.set(u.id, this.scopes.get(u.id) ?? []);
    const removedScopes = tick.removes.map((id) => this.scopes.get(id) ?? []);
    write();
    for (const id of tick.removes) this.scopes.delete(id);
    this.seq = tick.seq;
    this.at = tick.at;
    this.snapshots = new Map();

    const out = new Map<CompanyScope, CompanyDiff>();
    const streamOf = (scope: CompanyScope): CompanyDiff => {
      let diff = out.get(scope);
      if (!diff) {
        diff = { company: scope, seq: tick.seq, at: tick.at, upserts: [], removes: [] };
        out.set(scope, diff);
      }
      return diff;
    };
    for (const upsert of tick.upserts) {
      const truck = this.trucks.get(upsert.id);
      if (!truck) continue;
      const old = before.get(upsert.id) ?? [];
      // Only a change of details can move a truck between streams.
      const now = old.length > 0 && !('details' in upsert) ? old : scopesOf(truck, this.directory);
      this.scopes.set(upsert.id, now);
      for (const scope of now) {
        // A truck new to a stream travels whole; otherwise only its changed fields.
        const shown = old.includes(scope) ? upsert : (truck as unknown as Upsert);
        streamOf(scope).upserts.push(withStreamTags(shown, scope));
      }
      for (const scope of old) if (!now.includes(scope)) streamOf(scope).removes.push(upsert.id);
    }
    tick.removes.forEach((id, i) => {
      for (const scope of removedScopes[i] ?? []) streamOf(scope).removes.push(id);
    });
    return out;
  }

  /** Replaces the whole state (a relay that joined late or saw a gap in the global stream). */
  load(state: FleetState): void {
    this.trucks.clear();
    this.scopes.clear();
    for (const truck of state.trucks) this.trucks.set(truck.id, truck);
    this.seq = state.seq;
    this.at = state.at;
    this.rescope();
  }

  /** Moves the stream to `seq` without a change (a new poller skipping numbers on purpose). */
  renumber(seq: number): void {
    this.seq = seq;
    this.snapshots = new Map();
  }

  /** Recomputes every truck's streams (after the company directory changed). */
  rescope(): void {
    this.scopes.clear();
    for (const truck of this.trucks.values()) {
      this.scopes.set(truck.id, scopesOf(truck, this.directory));
    }
    this.snapshots = new Map();
  }

  /** A company stream's snapshot; computed once per seq and stream, then shared by every join. */
  /** One truck as last applied, and the streams it belongs to. */
  truck(id: TruckId): Truck | undefined {
    return this.trucks.get(id);
  }
  scopesOfTruck(id: TruckId): readonly CompanyScope[] {
    return this.scopes.get(id) ?? [];
  }
  /** Whether a stream (a tenant's company with its slaves) sees a truck. */
  sees(scope: CompanyScope, id: TruckId): boolean {
    return (
      this.trucks.has(id) && (scope === ALL_COMPANIES || this.scopesOfTruck(id).includes(scope))
    );
  }

  snapshot(scope: CompanyScope): CompanySnapshot {
    let snapshot = this.snapshots.get(scope);
    if (!snapshot) {
      const trucks: Truck[] = [];
      for (const truck of this.trucks.values()) {
        if (scope === ALL_COMPANIES || this.scopes.get(truck.id)?.includes(scope))
          trucks.push(withStreamTags(truck, scope));
      }
      snapshot = { company: scope, seq: this.seq, at: this.at, trucks };
      this.snapshots.set(scope, snapshot);
    }
    return snapshot;
  }

  /** Drivers and co-drivers on the trucks of a stream: whose plafond that stream may see. */
  driverIdsOf(scope: CompanyScope): Set<number> {
    const ids = new Set<number>();
    for (const truck of this.snapshot(scope).trucks) {
      const driver = truck.lastpoint?.driver?.id;
      const codriver = truck.lastpoint?.codriver?.id;
      if (driver !== undefined) ids.add(driver);
      if (codriver !== undefined) ids.add(codriver);
    }
    return ids;
  }

  /** The driver is on a truck of the stream with two drivers on board (multi-manning). */
  inCrew(scope: CompanyScope, driverId: number): boolean {
    for (const truck of this.snapshot(scope).trucks) {
      const driver = truck.lastpoint?.driver?.id;
      const codriver = truck.lastpoint?.codriver?.id;
      if (driver === undefined || codriver === undefined) continue;
      if (driver === driverId || codriver === driverId) return true;
    }
    return false;
  }

  state(): FleetState {
    return { seq: this.seq, at: this.at, trucks: [...this.trucks.values()] };
  }

  get size(): number {
    return this.trucks.size;
  }
}
