import {
  combineLatest,
  defer,
  filter,
  finalize,
  from,
  map,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import type { UserConfig } from '@fleetdeck/shared';
import {
  clustererFor as defaultClustererFor,
  snapshotInput,
  WORKER_THRESHOLD,
  type Clusterer,
} from '../../data/clusterer.js';
import type { DerivedFleetView } from '../../data/derivedFleetStream.js';
import { clusteringActive, paddedBBox, type BBox } from '../../data/vehicleClusters.js';
import { clusterData, type ClusterDatum } from '../layers/clusters.js';
import { DrawSet } from './drawSet.js';
import { markerStyle } from './markerStyle.js';
import { VehicleBuffers, type MarkerStyle, type VehicleMask } from './vehicleBuffers.js';

type IconType = UserConfig['iconType'];

export interface VehicleBuffersState {
  buffers: VehicleBuffers;
  version: number;
  seq: number;
  view: DerivedFleetView | undefined;
}

/** The settled camera: what the map shows once a move has ended. */
export interface Camera {
  bbox: BBox;
  zoom: number;
}

/** What the vehicle layers draw: the buffers with their shown mask, and the clusters beside. */
export interface VehicleLayerState extends VehicleBuffersState {
  clusters: ClusterDatum[];
  /** The markers the GPU draws: shown ones around the view, packed (see DrawSet). */
  drawn: DrawSet;
  /** The camera the mask and clusters were made for (undefined before the map has one). */
  camera: Camera | undefined;
}

/**
 * The vehicle arrays the map draws, patched in place per derived update. The first view a
 * subscriber sees, and any icon type change, rewrite every slot; later diffs only their ids. A new
 * mask (the map's vehicle filters) asks it of every slot once, with no new derivation.
 */
export function vehicleBuffers$(
  derived$: Observable<DerivedFleetView>,
  iconType$: Observable<IconType>,
  style: (iconType: IconType) => MarkerStyle = (iconType) => markerStyle(iconType),
  mask$: Observable<VehicleMask | undefined> = of(undefined),
): Observable<VehicleBuffersState> {
  return defer(() => {
    const buffers = new VehicleBuffers(style('truck'));
    let styled: IconType | undefined;
    let applied: DerivedFleetView | undefined;
    let masked: VehicleMask | undefined;
    return combineLatest([derived$, iconType$, mask$]).pipe(
      map(([view, iconType, mask]) => {
        if (mask !== masked) {
          masked = mask;
          // Before a diff is applied, so its trucks are asked too; a later rebuild asks all.
          buffers.setMask(mask, applied);
        }
        if (iconType !== styled) {
          styled = iconType;
          buffers.setStyle(style(iconType), view);
        } else if (view !== applied) {
          buffers.apply(view);
        }
        applied = view;
        return { buffers, version: buffers.version, seq: view.fleet.seq, view };
      }),
    );
  });
}

/**
 * While the camera, the setting and the fleet's members stay the same, clusters are made again
 * at most this often: trucks move a few pixels a second at the zooms that cluster, and each new
 * answer re-lays every cluster's label on the GPU. Vehicles outside clusters move every tick.
 */
export const CLUSTER_REFRESH_MS = 5_000;

/**
 * Clustering as a stage of the vehicle stream (part 1 §9): for each buffers update, camera and
 * setting, it owns the buffers' shown mask (vehicles inside a cluster are hidden) and emits one
 * state with the clusters. The index is rebuilt once per fleet update (in a worker past
 * `WORKER_THRESHOLD` vehicles) and asked again when the camera settles; an answer overtaken by a
 * newer question is dropped. A fleet update that only moves vehicles reuses the last answer for
 * `CLUSTER_REFRESH_MS`. Each state packs the markers to draw (shown, around the view).
 */
export function clusteredVehicles$(
  buffers$: Observable<VehicleBuffersState>,
  camera$: Observable<Camera | undefined>,
  enabled$: Observable<boolean>,
  clustererFor: (count: number) => Clusterer = defaultClustererFor,
  clock: () => number = Date.now,
): Observable<VehicleLayerState> {
  return defer(() => {
    /** The last answer, and what it was asked for. */
    let answered:
      { camera: Camera; members: number; at: number; clusters: ClusterDatum[] } | undefined;
    let clusterer: { instance: Clusterer; worker: boolean } | undefined;
    let loaded = -1;
    const drawn = new DrawSet();
    const pack = (buffers: VehicleBuffers, camera: Camera | undefined): DrawSet =>
      drawn.update(buffers, camera ? paddedBBox(camera.bbox) : undefined);
    const clustererOf = (buffers: VehicleBuffers): Clusterer => {
      const worker = buffers.length > WORKER_THRESHOLD;
      if (clusterer?.worker !== worker) {
        clusterer?.instance.dispose();
        clusterer = { instance: clustererFor(buffers.length), worker };
        loaded = -1;
      }
      return clusterer.instance;
    };
    return combineLatest([buffers$, camera$, enabled$]).pipe(
      switchMap(([state, camera, enabled]): Observable<VehicleLayerState> => {
        const { buffers } = state;
        if (!camera || !clusteringActive(enabled, camera.zoom)) {
          answered = undefined;
          buffers.setSingles(undefined);
          return of({
            ...state,
            version: buffers.version,
            clusters: [],
            camera,
            drawn: pack(buffers, camera),
          });
        }
        const recent = answered;
        if (
          recent?.camera === camera &&
          recent.members === buffers.members &&
          clock() - recent.at < CLUSTER_REFRESH_MS
        ) {
          // Moved vehicles keep their shown flag (written with the last answer's singles).
          return of({
            ...state,
            version: buffers.version,
            clusters: recent.clusters,
            camera,
            drawn: pack(buffers, camera),
          });
        }
        const instance = clustererOf(buffers);
        if (loaded !== state.version) {
          const source = buffers.clusterSource();
          instance.load(snapshotInput(source.positions, source.ids, source.length));
          loaded = state.version;
        }
        return from(instance.query(paddedBBox(camera.bbox), camera.zoom)).pipe(
          filter((answer) => answer !== undefined),
          map((answer) => {
            buffers.setSingles(new Set(answer.singles));
            const clusters = clusterData(answer);
            answered = { camera, members: buffers.members, at: clock(), clusters };
            return {
              ...state,
              version: buffers.version,
              clusters,
              camera,
              drawn: pack(buffers, camera),
            };
          }),
        );
      }),
      finalize(() => clusterer?.instance.dispose()),
    );
  });
}
