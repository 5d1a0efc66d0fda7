import { useEffect, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import type { ListQuery } from '../../data/vehicleListQuery.js';
import { vehicleList$, type VehicleListView } from '../../data/vehicleListStream.js';

/**
 * The vehicle list for `query` while mounted. `frozen` (pointer over the list) keeps every row in
 * place; releasing it puts the rows back in order. Undefined until the live fleet answers.
 */
export function useVehicleList(query: ListQuery, frozen: boolean): VehicleListView | undefined {
  const [query$] = useState(() => new BehaviorSubject(query));
  const [frozen$] = useState(() => new BehaviorSubject(frozen));
  const [view, setView] = useState<VehicleListView>();
  useEffect(() => query$.next(query), [query$, query]);
  useEffect(() => frozen$.next(frozen), [frozen$, frozen]);
  useEffect(() => {
    const subscription = vehicleList$(derivedFleetView$, query$, frozen$).subscribe(setView);
    return () => subscription.unsubscribe();
  }, [query$, frozen$]);
  return view;
}
