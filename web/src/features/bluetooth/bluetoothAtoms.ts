import { atom } from 'jotai';
import type { BluetoothDevice } from '@fleetdeck/shared';
import { fetchDevices } from './bluetoothApi.js';

export type DevicesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; devices: BluetoothDevice[] };

/** The company's probes: the panel, its counter and the vehicle details read the same list. */
export const devicesStateAtom = atom<DevicesState>({ status: 'idle' });

let inFlight: Promise<void> | null = null;

/**
 * Loads the list again; the old list stays on screen while it loads and after a failed refresh
 * (an error shows only when there is nothing to show). Calls while one is on its way share it.
 */
export const reloadDevicesAtom = atom(null, (get, set): Promise<void> => {
  if (inFlight) return inFlight;
  if (get(devicesStateAtom).status !== 'ready') set(devicesStateAtom, { status: 'loading' });
  inFlight = fetchDevices()
    .then(
      (devices) => set(devicesStateAtom, { status: 'ready', devices }),
      (error: unknown) => {
        console.error('bluetooth devices failed to load', error);
        if (get(devicesStateAtom).status !== 'ready') set(devicesStateAtom, { status: 'error' });
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
});
