import { BehaviorSubject, combineLatest, defer, map, shareReplay, type Observable } from 'rxjs';
import type { UserConfig } from '@fleetdeck/shared';
import type { DerivedFleetView } from '../data/derivedFleetStream.js';
import { atomFromStream, derivedFleetView$ } from '../data/fleetAtoms.js';
import { markerStyle } from './markerStyle.js';
import { VehicleBuffers, type MarkerStyle } from './vehicleBuffers.js';

type IconType = UserConfig['iconType'];

export interface VehicleBuffersState {
  buffers: VehicleBuffers;
  version: number;
  seq: number;
  view: DerivedFleetView | undefined;
}

/**
 * The vehicle arrays the map draws, patched in place per derived update. The first view a
 * subscriber sees, and any icon type change, rewrite every slot; later diffs only their ids.
 */
export function vehicleBuffers$(
  derived$: Observable<DerivedFleetView>,
  iconType$: Observable<IconType>,
  style: (iconType: IconType) => MarkerStyle = (iconType) => markerStyle(iconType),
): Observable<VehicleBuffersState> {
  return defer(() => {
    const buffers = new VehicleBuffers(style('truck'));
    let styled: IconType | undefined;
    return combineLatest([derived$, iconType$]).pipe(
      map(([view, iconType]) => {
        if (iconType !== styled) {
          styled = iconType;
          buffers.setStyle(style(iconType), view);
        } else {
          buffers.apply(view);
        }
        return { buffers, version: buffers.version, seq: view.fleet.seq, view };
      }),
    );
  });
}

/** The marker icon type from the user's configuration (FleetMap keeps it in step). */
export const markerIconType$ = new BehaviorSubject<IconType>('truck');

export const vehicleBuffersAtom = atomFromStream<VehicleBuffersState | undefined>(
  undefined,
  vehicleBuffers$(derivedFleetView$, markerIconType$).pipe(
    shareReplay({ bufferSize: 1, refCount: true }),
  ),
);
