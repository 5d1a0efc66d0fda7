import { VEHICLE_STATUSES, type TruckId, type VehicleStatus } from '@fleetdeck/shared';
import type { DerivedTruck, DerivedUpdate } from './derivedFleet.js';
import {
  compareKeys,
  matchesFilters,
  sortKeyOf,
  type ListQuery,
  type SortKey,
} from './vehicleListQuery.js';

/** Counted over the whole fleet, whatever the filters. */
export interface ListCounters {
  total: number;
  shown: number;
  withAlerts: number;
  byStatus: Readonly<Record<VehicleStatus, number>>;
}

type Counted = { status: VehicleStatus; alerted: boolean };

const zeroByStatus = (): Record<VehicleStatus, number> =>
  Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<VehicleStatus, number>;

/**
 * The vehicle list: which trucks pass the filters and in which order, kept in step with the
 * derived fleet.
 *
 * Nothing jumps (UI.md): a live tick re-evaluates only the changed ids; a row that still matches
 * keeps its place even if its sort key moved, a row that stops matching leaves, and a newly
 * matching row is merged in at its sorted place. The order is made exact again (`resort`, or a
 * rebuild) on a query change (search, filters, sort, pins), on the derivations' timed
 * refresh, and when the pointer leaves the list; while the pointer is over the list (`frozen`)
 * even a full refresh only patches, so the row under the pointer never moves by itself.
 */
export class VehicleListModel {
  ids: readonly TruckId[] = [];
  counters: ListCounters = { total: 0, shown: 0, withAlerts: 0, byStatus: zeroByStatus() };
  /** Bumped on every step that changed anything, so views know to draw again. */
  version = 0;
  private query: ListQuery | undefined;
  private byId: ReadonlyMap<TruckId, DerivedTruck> = new Map();
  private readonly shown = new Set<TruckId>();
  private readonly keys = new Map<TruckId, SortKey>();
  private readonly counted = new Map<TruckId, Counted>();
  private byStatus = zeroByStatus();
  private withAlerts = 0;

  /** Takes one derivation step; `update` is ignored (all re-evaluated) when the query changed. */
  apply(
    byId: ReadonlyMap<TruckId, DerivedTruck>,
    update: DerivedUpdate,
    query: ListQuery,
    frozen = false,
  ): void {
    this.byId = byId;
    if (query !== this.query || (update.full && !frozen)) return this.rebuild(query);
    if (update.full) return this.patch([...byId.keys(), ...this.counted.keys()]);
    if (update.removed.length > 0) this.patch([...update.changed, ...update.removed]);
    else if (update.changed.length > 0) this.patch(update.changed, true);
    // The timed refresh makes the order exact again, unless the pointer holds the rows.
    if (update.refreshed && !frozen) this.resort();
  }

  /** Puts the shown rows back in exact order (the pointer left the list). */
  resort(): void {
    const sorted = [...this.ids].sort((a, b) => compareKeys(this.key(a), this.key(b)));
    if (sorted.some((id, i) => id !== this.ids[i])) this.publish(sorted);
  }

  private key(id: TruckId): SortKey {
    const key = this.keys.get(id);
    if (!key) throw new Error(`no sort key for shown truck ${id}`);
    return key;
  }

  private rebuild(query: ListQuery): void {
    this.query = query;
    this.shown.clear();
    this.keys.clear();
    this.counted.clear();
    this.byStatus = zeroByStatus();
    this.withAlerts = 0;
    const rows: SortKey[] = [];
    for (const d of this.byId.values()) {
      this.count(d.id, d);
      if (!matchesFilters(d, query.filters)) continue;
      const key = sortKeyOf(d, query);
      this.keys.set(d.id, key);
      this.shown.add(d.id);
      rows.push(key);
    }
    rows.sort(compareKeys);
    this.publish(rows.map((k) => k.id));
  }

  /** Re-evaluates `ids`; `unique` when they cannot repeat (a diff's changes alone). */
  private patch(ids: readonly TruckId[], unique = false): void {
    const query = this.query;
    if (!query) return;
    const leaving = new Set<TruckId>();
    const arriving: SortKey[] = [];
    for (const id of unique ? ids : new Set(ids)) {
      const d = this.byId.get(id);
      this.count(id, d);
      const was = this.shown.has(id);
      const is = d !== undefined && matchesFilters(d, query.filters);
      if (!is) {
        this.keys.delete(id);
        if (was) leaving.add(id);
        continue;
      }
      const before = this.keys.get(id);
      const key = sortKeyOf(d, query, before);
      if (key !== before) this.keys.set(id, key);
      if (!was) arriving.push(key);
    }
    for (const id of leaving) this.shown.delete(id);
    for (const key of arriving) this.shown.add(key.id);
    const kept = leaving.size > 0 ? this.ids.filter((id) => !leaving.has(id)) : this.ids;
    this.publish(arriving.length > 0 ? this.merge(kept, arriving.sort(compareKeys)) : kept);
  }

  /** Merges sorted newcomers into the current order without moving the rows already there. */
  private merge(kept: readonly TruckId[], arriving: readonly SortKey[]): TruckId[] {
    const out: TruckId[] = [];
    let j = 0;
    for (const id of kept) {
      const key = this.key(id);
      while (j < arriving.length && compareKeys(arriving[j] as SortKey, key) < 0) {
        out.push((arriving[j] as SortKey).id);
        j += 1;
      }
      out.push(id);
    }
    for (; j < arriving.length; j += 1) out.push((arriving[j] as SortKey).id);
    return out;
  }

  private count(id: TruckId, d: DerivedTruck | undefined): void {
    const before = this.counted.get(id);
    if (before) {
      this.byStatus[before.status] -= 1;
      if (before.alerted) this.withAlerts -= 1;
    }
    if (!d) {
      this.counted.delete(id);
      return;
    }
    // The entry is reused: a tick counts thousands of trucks again.
    const now = before ?? { status: d.status, alerted: false };
    now.status = d.status;
    now.alerted = d.alerts.length > 0;
    if (!before) this.counted.set(id, now);
    this.byStatus[now.status] += 1;
    if (now.alerted) this.withAlerts += 1;
  }

  private publish(ids: readonly TruckId[]): void {
    this.ids = ids;
    this.version += 1;
    this.counters = {
      total: this.counted.size,
      shown: ids.length,
      withAlerts: this.withAlerts,
      byStatus: { ...this.byStatus },
    };
  }
}
