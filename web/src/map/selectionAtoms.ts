import { atom } from 'jotai';
import type { TruckId } from '@fleetdeck/shared';

/** The vehicle whose details are open (picked on the map); one at a time. */
export const selectedTruckIdAtom = atom<TruckId | undefined>(undefined);
