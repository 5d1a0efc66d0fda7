import { atomWithObservable } from 'jotai/utils';
import { BehaviorSubject, distinctUntilChanged, map, shareReplay } from 'rxjs';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import { userConfig$ } from '../../features/settings/userConfigAtoms.js';
import {
  clusteredVehicles$,
  vehicleBuffers$,
  type Camera,
  type VehicleLayerState,
} from './vehiclePipeline.js';

export type { Camera, VehicleBuffersState, VehicleLayerState } from './vehiclePipeline.js';

/** The map's settled camera, fed by the map view (an input of the stream, like a click). */
export const mapCamera$ = new BehaviorSubject<Camera | undefined>(undefined);

const iconType$ = userConfig$.pipe(
  map((config) => config.iconType),
  distinctUntilChanged(),
);
const clusteringOn$ = userConfig$.pipe(
  map((config) => config.activeVehicleClustering),
  distinctUntilChanged(),
);

export const vehicleLayer$ = clusteredVehicles$(
  vehicleBuffers$(derivedFleetView$, iconType$),
  mapCamera$,
  clusteringOn$,
).pipe(shareReplay({ bufferSize: 1, refCount: true }));

export const vehicleLayerAtom = atomWithObservable<VehicleLayerState | undefined>(
  () => vehicleLayer$,
  { initialValue: undefined },
);
