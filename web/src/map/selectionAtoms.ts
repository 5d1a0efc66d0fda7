import { atom } from 'jotai';
import type { TruckId } from '@fleetdeck/shared';

/** The vehicle whose details are open (picked on the map or in the list); one at a time. */
export const selectedTruckIdAtom = atom<TruckId | undefined>(undefined);

/** The vehicle the map follows (part 1 §4, focus): one at a time. */
export const focusedTruckIdAtom = atom<TruckId | undefined>(undefined);

/** Focusing the focused vehicle again unfocuses it; focusing another moves the focus. */
export const toggleFocusAtom = atom(null, (get, set, id: TruckId) => {
  set(focusedTruckIdAtom, get(focusedTruckIdAtom) === id ? undefined : id);
});
