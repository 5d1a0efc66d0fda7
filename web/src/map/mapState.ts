import type { Layer } from '@deck.gl/core';
import type { MapProbe } from '@fleetdeck/shared';
import type { VehicleBuffers } from './vehicleBuffers.js';

declare global {
  interface Window {
    __fleetdeck?: MapProbe;
  }
}

/** `drawn` is read from the layer handed to deck.gl, not from the store, so it tells what is drawn. */
export function exposeMapState(layer: Layer, buffers: VehicleBuffers, seq: number): void {
  const data = layer.props.data as { length?: number } | undefined;
  window.__fleetdeck = {
    drawn: data?.length ?? 0,
    seq,
    positionOf: (id) => buffers.positionOf(id),
    ids: () => Array.from({ length: buffers.length }, (_, i) => buffers.idAt(i) ?? -1),
  };
}
