import { BehaviorSubject, combineLatest, distinctUntilChanged, map, shareReplay } from 'rxjs';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import { settledUserConfig$ } from '../../features/settings/userConfigAtoms.js';
import { mapView$, vehicleMask } from '../mapView.js';
import { clusteredVehicles$, vehicleBuffers$, type Camera } from './vehiclePipeline.js';

export type { Camera, VehicleBuffersState, VehicleLayerState } from './vehiclePipeline.js';

/** The map's settled camera, fed by the map view (an input of the stream, like a click). */
export const mapCamera$ = new BehaviorSubject<Camera | undefined>(undefined);

const iconType$ = settledUserConfig$.pipe(
  map((config) => config.iconType),
  distinctUntilChanged(),
);
/**
 * A map showing a saved view clusters as the view says, else as the user set it; neither is
 * asked before the user's configuration is known (a map can be made before it answers).
 */
const clusteringOn$ = combineLatest([settledUserConfig$, mapView$]).pipe(
  map(([config, view]) => view?.layers.clusters ?? config.activeVehicleClustering),
  distinctUntilChanged(),
);
const mask$ = mapView$.pipe(
  map((view) => view?.filters),
  distinctUntilChanged(),
  map(vehicleMask),
);

export const vehicleLayer$ = clusteredVehicles$(
  vehicleBuffers$(derivedFleetView$, iconType$, undefined, mask$),
  mapCamera$,
  clusteringOn$,
).pipe(shareReplay({ bufferSize: 1, refCount: true }));
