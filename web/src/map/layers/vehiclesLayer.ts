import { ScatterplotLayer } from '@deck.gl/layers';
import type { VehicleBuffers } from '../vehicleBuffers.js';

/** Every vehicle as a dot, fed from binary attributes so a tick uploads arrays, not objects. */
export function vehiclesLayer(buffers: VehicleBuffers): ScatterplotLayer {
  return new ScatterplotLayer({
    id: 'vehicles',
    data: {
      length: buffers.length,
      attributes: {
        getPosition: { value: buffers.positions, size: 2 },
        getFillColor: { value: buffers.colors, size: 4, normalized: true },
      },
    },
    // A new data object per version makes deck.gl re-read the arrays; same version, same object.
    updateTriggers: { getPosition: buffers.version, getFillColor: buffers.version },
    radiusUnits: 'pixels',
    getRadius: 4,
    radiusMinPixels: 3,
    stroked: true,
    getLineColor: [255, 255, 255, 220],
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    pickable: true,
  });
}
