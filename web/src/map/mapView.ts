import { BehaviorSubject } from 'rxjs';
import type { WallLayers } from '@fleetdeck/shared';
import { matchesFilters, type ListFilters } from '../data/vehicleListQuery.js';
import type { VehicleMask } from './vehicles/vehicleBuffers.js';

/** The vehicle list's filters a map can hold (the search box and driver sets stay the list's). */
export type MapFilters = Omit<ListFilters, 'search' | 'driverIds'>;

/**
 * A map showing a saved view instead of the user's own settings (a wall view): which trucks it
 * draws and which layers. Pass the same object while the view is the same: a new one asks every
 * truck again.
 */
export interface MapView {
  filters: MapFilters;
  layers: WallLayers;
}

/** The view of the map on screen, set by the map (`FleetMap`'s `view`), read by its streams. */
export const mapView$ = new BehaviorSubject<MapView | undefined>(undefined);

/** The filters as the vehicle layers' mask, with the list's own predicate; none when all pass. */
export function vehicleMask(filters: MapFilters | undefined): VehicleMask | undefined {
  if (!filters || Object.values(filters).every((value) => value === undefined)) return undefined;
  const query: ListFilters = { search: '', ...filters };
  return (truck) => matchesFilters(truck, query);
}
