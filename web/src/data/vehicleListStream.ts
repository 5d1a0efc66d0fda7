import { combineLatest, defer, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ConnectionState } from './fleetStore.js';
import type { DerivedTruck } from './derivedFleet.js';
import type { DerivedFleetView } from './derivedFleetStream.js';
import { VehicleListModel, type ListCounters } from './vehicleList.js';
import type { ListQuery } from './vehicleListQuery.js';
import type { TruckId } from '@fleetdeck/shared';

/** What a list view draws after each step. */
export interface VehicleListView {
  ids: readonly TruckId[];
  byId: ReadonlyMap<TruckId, DerivedTruck>;
  counters: ListCounters;
  version: number;
  /** False until the first snapshot arrived (the list is still loading). */
  loaded: boolean;
  connection: ConnectionState;
}

/**
 * The vehicle list over the derived fleet: a new query re-evaluates everything, a fleet step only
 * its changed ids (the first step is taken as full), and unfreezing (the pointer left the list)
 * puts the rows back in exact order. One model per subscriber.
 */
export function vehicleList$(
  derived$: Observable<DerivedFleetView>,
  query$: Observable<ListQuery>,
  frozen$: Observable<boolean>,
): Observable<VehicleListView> {
  return defer(() => {
    const model = new VehicleListModel();
    let lastView: DerivedFleetView | undefined;
    let lastFrozen = false;
    return combineLatest([derived$, query$, frozen$]).pipe(
      map(([view, query, frozen]): VehicleListView => {
        const byId = view.derived.byId;
        const update = lastView === undefined ? { ...view.update, full: true } : view.update;
        if (view !== lastView) model.apply(byId, update, query, frozen);
        else model.apply(byId, { full: false, changed: [], removed: [] }, query, frozen);
        if (lastFrozen && !frozen) model.resort();
        lastView = view;
        lastFrozen = frozen;
        return {
          ids: model.ids,
          byId,
          counters: model.counters,
          version: model.version,
          loaded: view.fleet.seq >= 0,
          connection: view.fleet.connection,
        };
      }),
    );
  });
}

/**
 * How many vehicles have an alert (the alerts tab's count), kept per changed id: the count the
 * alerts list would show, without keeping a second sorted list for it. Undefined until the first
 * snapshot; a subscriber's first view is taken as full.
 */
export function alertCount$(derived$: Observable<DerivedFleetView>): Observable<number | undefined> {
  return defer(() => {
    const alerted = new Set<TruckId>();
    let first = true;
    return derived$.pipe(
      map((view): number | undefined => {
        const { byId } = view.derived;
        if (first || view.update.full) {
          first = false;
          alerted.clear();
          for (const d of byId.values()) if (d.alerts.length > 0) alerted.add(d.id);
        } else {
          for (const id of view.update.removed) alerted.delete(id);
          for (const id of view.update.changed) {
            if ((byId.get(id)?.alerts.length ?? 0) > 0) alerted.add(id);
            else alerted.delete(id);
          }
        }
        return view.fleet.seq >= 0 ? alerted.size : undefined;
      }),
      distinctUntilChanged(),
    );
  });
}
