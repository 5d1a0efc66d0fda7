import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapProbe } from './mapProbe.js';
import type { ClusterDatum } from './layers/clusters.js';
import type { VehicleBuffers } from './vehicles/vehicleBuffers.js';

declare global {
  interface Window {
    __fleetdeck?: MapProbe;
  }
}

/** `drawn` is the length of the data handed to deck.gl's vehicle layer: what is drawn. */
export function exposeMapState(
  drawn: number,
  buffers: VehicleBuffers | undefined,
  seq: number,
  clusters: readonly ClusterDatum[],
  map: MaplibreMap | undefined,
): void {
  const project = (position: [number, number]) => {
    if (!map) return undefined;
    const point = map.project(position);
    const box = map.getContainer().getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  };
  let shown = 0;
  for (let i = 0; i < (buffers?.length ?? 0); i++) if (buffers?.isShown(i)) shown += 1;
  window.__fleetdeck = {
    drawn,
    seq,
    shown,
    clusters: clusters.map((c) => ({ position: c.position, count: c.count })),
    positionOf: (id) => buffers?.positionOf(id),
    ids: () => Array.from({ length: buffers?.length ?? 0 }, (_, i) => buffers?.idAt(i) ?? -1),
    screenPositionOf: (id) => {
      const position = buffers?.positionOf(id);
      return position ? project(position) : undefined;
    },
    shownIds: () => {
      const ids: number[] = [];
      for (let i = 0; i < (buffers?.length ?? 0); i++) {
        const id = buffers?.isShown(i) ? buffers.idAt(i) : undefined;
        if (id !== undefined) ids.push(id);
      }
      return ids;
    },
    project,
    camera: () => {
      if (!map) return undefined;
      const c = map.getCenter();
      return { center: [c.lng, c.lat], zoom: map.getZoom(), maxZoom: map.getMaxZoom() };
    },
    settled: () => !!map && map.loaded() && !map.isMoving(),
  };
}
