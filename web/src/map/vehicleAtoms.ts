import { atomFromFleet } from '../data/fleetAtoms.js';
import { cssColor } from './cssColor.js';
import { VehicleBuffers } from './vehicleBuffers.js';

const buffers = new VehicleBuffers({
  moving: cssColor('--status-moving', [46, 125, 50, 255]),
  stopped: cssColor('--status-stopped', [198, 40, 40, 255]),
});

/** The vehicle arrays the map draws, patched in place per diff; `version` changes on every patch. */
export const vehicleBuffersAtom = atomFromFleet({ buffers, version: 0, seq: -1 }, (view) => {
  if (view.full || view.changed.length > 0 || view.removed.length > 0) buffers.apply(view);
  return { buffers, version: buffers.version, seq: view.seq };
});
