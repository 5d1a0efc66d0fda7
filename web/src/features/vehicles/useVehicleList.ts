import {
  memo,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { BehaviorSubject } from 'rxjs';
import type { TruckId } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import type { ListQuery } from '../../data/vehicleListQuery.js';
import type { ListCounters } from '../../data/vehicleList.js';
import { vehicleList$, type VehicleListView } from '../../data/vehicleListStream.js';

/**
 * The trucks of a list's rows, each row following its own: a row draws again when its truck
 * changed, without the list around it drawing again on every tick.
 */
export class RowSource {
  private byId: ReadonlyMap<TruckId, DerivedTruck> = new Map();
  private readonly listeners = new Set<() => void>();

  get = (id: TruckId): DerivedTruck | undefined => this.byId.get(id);

  subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  /**
   * Takes a list step. Every mounted row is told (a few dozen: the list is virtualised); React
   * draws again only those whose truck is another object than before.
   */
  update(byId: ReadonlyMap<TruckId, DerivedTruck>): void {
    this.byId = byId;
    for (const onChange of this.listeners) onChange();
  }
}

const sameCounters = (a: ListCounters, b: ListCounters): boolean =>
  a === b ||
  (a.total === b.total &&
    a.shown === b.shown &&
    a.withAlerts === b.withAlerts &&
    Object.entries(a.byStatus).every(([s, n]) => b.byStatus[s as keyof typeof b.byStatus] === n));

/** True when a list view draws the same list: same rows in the same order, same counters. */
export const sameListShape = (a: VehicleListView | undefined, b: VehicleListView): boolean =>
  a !== undefined &&
  a.ids === b.ids &&
  a.byId === b.byId &&
  a.loaded === b.loaded &&
  a.connection === b.connection &&
  sameCounters(a.counters, b.counters);

/**
 * The vehicle list for `query` while mounted. `frozen` (pointer over the list) keeps every row in
 * place; releasing it puts the rows back in order. Undefined until the live fleet answers.
 *
 * With `rows`, the view changes only when the list's shape does (its rows, their order, the
 * counters): the rows read their trucks from `rows` (`LiveRow`), so a tick that only moved trucks
 * draws those rows alone. Without it, every step is a new view.
 */
export function useVehicleList(
  query: ListQuery,
  frozen: boolean,
  rows?: RowSource,
): VehicleListView | undefined {
  const [query$] = useState(() => new BehaviorSubject(query));
  const [frozen$] = useState(() => new BehaviorSubject(frozen));
  const [view, setView] = useState<VehicleListView>();
  useEffect(() => query$.next(query), [query$, query]);
  useEffect(() => frozen$.next(frozen), [frozen$, frozen]);
  useEffect(() => {
    let last: VehicleListView | undefined;
    const subscription = vehicleList$(derivedFleetView$, query$, frozen$).subscribe((next) => {
      if (!rows) return setView(next);
      const same = sameListShape(last, next);
      last = next;
      if (!same) setView(next);
      rows.update(next.byId);
    });
    return () => subscription.unsubscribe();
  }, [query$, frozen$, rows]);
  return view;
}

/** One row of a list that follows its truck in `rows` (see `useVehicleList`). */
export const LiveRow = memo(function LiveRow({
  id,
  rows,
  render,
}: {
  id: TruckId;
  rows: RowSource;
  render: (d: DerivedTruck) => ReactNode;
}) {
  const d = useSyncExternalStore(
    rows.subscribe,
    useCallback(() => rows.get(id), [rows, id]),
  );
  return d ? render(d) : null;
});
