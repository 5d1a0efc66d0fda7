import type { TruckId } from '@fleetdeck/shared';

/** A cluster as the map draws it: where, and how many vehicles it holds. */
export interface ProbeCluster {
  position: [number, number];
  count: number;
}

/** The POI layer as drawn: markers (POIs no cluster holds), clusters, geofence circles (metres). */
export interface PoiShown {
  markers: { id: number; position: [number, number] }[];
  clusters: ProbeCluster[];
  geofences: { id: number; radius: number }[];
}

/**
 * What the map page publishes as `window.__fleetdeck`: what it hands deck.gl, for e2e tests and
 * for people debugging in the console.
 */
export interface MapProbe {
  drawn: number;
  seq: number;
  positionOf(id: TruckId): [number, number] | undefined;
  ids(): TruckId[];
  /** Where a vehicle is on screen (page pixels), or undefined when it is not drawn. */
  screenPositionOf(id: TruckId): { x: number; y: number } | undefined;
  /** Vehicles drawn as markers (not inside a cluster). */
  shown?: number;
  /** Clusters drawn, with their counts. */
  clusters?: ProbeCluster[];
  /** Ids of the vehicles drawn as markers. */
  shownIds?(): TruckId[];
  /** Where a map position is on screen (page pixels). */
  project?(position: [number, number]): { x: number; y: number } | undefined;
  /** The camera: centre, zoom and the map's largest zoom. */
  camera?(): { center: [number, number]; zoom: number; maxZoom: number } | undefined;
  /** The basemap and its layers are loaded and the camera is still: the next frame is final. */
  settled?(): boolean;
  /** Features' layers on the map (mapOverlays$): id, shown, how many items, a fixed radius. */
  overlays?(): { id: string; visible: boolean; size: number; radius?: number }[];
  /** The POI layer: markers, clusters and geofence circles drawn. */
  pois?(): PoiShown;
  /** The deck.gl layers handed to the map, in drawing order, whether each is drawn, its opacity. */
  layers?(): { id: string; visible: boolean; opacity: number }[];
  /** Frames drawn so far, and the last ones with the fleet seq each showed (benches). */
  frames?(): { count: number; frames: readonly { seq: number; at: number; t: number }[] };
}
