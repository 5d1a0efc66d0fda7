import { useEffect, useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { VehiclesOnMap } from '@fleetdeck/shared';

/** The vehicles' opacity when dimmed: the trucks stay findable, the route under them readable. */
export const DIMMED_OPACITY = 0.3;

/** Who asks for the vehicles dimmed (the planner's route, the passage circle...) and the user's say. */
export interface DimState {
  /** Features whose result is on the map now. */
  requests: ReadonlySet<string>;
  /** What the user chose in the layers menu while a result was on the map: it wins until they close. */
  override?: VehiclesOnMap | undefined;
}

export const vehicleDim$ = new BehaviorSubject<DimState>({ requests: new Set() });

/** Adds or removes a feature's request; the user's choice over them is forgotten with the last. */
export function requestDim(feature: string, on: boolean): void {
  const { requests, override } = vehicleDim$.value;
  if (requests.has(feature) === on) return;
  const next = new Set(requests);
  if (on) next.add(feature);
  else next.delete(feature);
  vehicleDim$.next({ requests: next, override: next.size > 0 ? override : undefined });
}

/** The user picked a display in the menu: while results are on the map it overrides their dim. */
export function chooseWhileDimmed(choice: VehiclesOnMap): void {
  const { requests } = vehicleDim$.value;
  if (requests.size > 0) vehicleDim$.next({ requests, override: choice });
}

/**
 * What the map draws: the user's choice (remembered per user), but a result on the map (a planned
 * route, a passage circle) dims vehicles that were shown, unless the user chose again since.
 */
export function vehicleDisplay(preference: VehiclesOnMap, dim: DimState): VehiclesOnMap {
  if (dim.override) return dim.override;
  if (dim.requests.size > 0 && preference === 'show') return 'dim';
  return preference;
}

/** The vehicles are dimmed while `active` (the feature's result is on the map) and mounted. */
export function useDimVehicles(feature: string, active: boolean): void {
  useEffect(() => {
    requestDim(feature, active);
    return () => requestDim(feature, false);
  }, [feature, active]);
}

const subscribeDim = (onChange: () => void): (() => void) => {
  const subscription = vehicleDim$.subscribe(onChange);
  return () => subscription.unsubscribe();
};
const readDim = (): DimState => vehicleDim$.value;

/** The dim requests and the user's say over them, as React state. */
export const useDimState = (): DimState => useSyncExternalStore(subscribeDim, readDim);
