import type { Layer } from '@deck.gl/core';
import { BehaviorSubject, Subject } from 'rxjs';
import type { PoiShown } from './mapProbe.js';

/**
 * Layers a feature draws on the live map (the passage search's circle), by feature: the map
 * draws them above traffic and below the vehicles, except the layers it names in `aboveVehicles`
 * (markers a user must always see and drag, such as the planner's stages). A feature sets its
 * layers while it is shown and clears them when it goes (an empty list).
 */
const overlays = new Map<string, readonly Layer[]>();
/** Ids of overlay layers drawn above the vehicles and clusters. */
export const overlaysAboveVehicles = new Set<string>();

export const mapOverlays$ = new BehaviorSubject<readonly Layer[]>([]);

export function setMapOverlay(
  feature: string,
  layers: readonly Layer[],
  aboveVehicles: readonly string[] = [],
): void {
  if (layers.length === 0) overlays.delete(feature);
  else overlays.set(feature, layers);
  for (const id of aboveVehicles) overlaysAboveVehicles.add(id);
  mapOverlays$.next([...overlays.values()].flat());
}

/**
 * The POI layer's own slot (always on the live map, unlike a feature's overlay): geofence circles,
 * markers and clusters, drawn under the features' overlays; `shown` is what the probe reports.
 */
export interface PoiLayerSlot {
  layers: readonly Layer[];
  shown: PoiShown;
}
export const EMPTY_POI_SLOT: PoiLayerSlot = {
  layers: [],
  shown: { markers: [], clusters: [], geofences: [] },
};
export const poiLayer$ = new BehaviorSubject<PoiLayerSlot>(EMPTY_POI_SLOT);

/** The POI slot's layers a click can hit: a POI (its popup opens) and a cluster (zooms in). */
export const POI_MARKER_LAYER_ID = 'poi-markers';
export const POI_CLUSTER_LAYER_ID = 'poi-clusters';

/** Each click on the live map: the POI marker hit (its popup opens), or null (it closes). */
export const poiClicks$ = new Subject<number | null>();

/**
 * A feature waiting for a point on the map ("select on map" in the POI form): while set, the next
 * click on the map goes to it, whatever is under the pointer.
 */
export const mapPointRequest$ = new BehaviorSubject<((lngLat: [number, number]) => void) | null>(
  null,
);

/**
 * Features' layers a click on the map can hit (the planner's alternative routes), by layer id:
 * the handler gets the object picked. A feature registers while its layer is drawn.
 */
export const overlayClicks = new Map<string, (object: unknown) => void>();
