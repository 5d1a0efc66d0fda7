import type { Layer } from '@deck.gl/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapProbe } from '@fleetdeck/shared';
import type { VehicleBuffers } from './vehicleBuffers.js';

declare global {
  interface Window {
    __fleetdeck?: MapProbe;
  }
}

/** `drawn` is read from the layer handed to deck.gl, not from the store, so it tells what is drawn. */
export function exposeMapState(
  layer: Layer,
  buffers: VehicleBuffers,
  seq: number,
  map: MaplibreMap | undefined,
): void {
  const data = layer.props.data as { length?: number } | undefined;
  window.__fleetdeck = {
    drawn: data?.length ?? 0,
    seq,
    positionOf: (id) => buffers.positionOf(id),
    ids: () => Array.from({ length: buffers.length }, (_, i) => buffers.idAt(i) ?? -1),
    screenPositionOf: (id) => {
      const position = buffers.positionOf(id);
      if (!position || !map) return undefined;
      const point = map.project(position);
      const box = map.getContainer().getBoundingClientRect();
      return { x: box.left + point.x, y: box.top + point.y };
    },
  };
}
