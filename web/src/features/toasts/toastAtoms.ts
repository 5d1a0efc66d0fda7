import type { GeofenceEvent } from '@fleetdeck/shared';
import { atom } from 'jotai';
import {
  addCrossing,
  addToast,
  removeSource,
  removeToast,
  restarted,
  unexpired,
  type NewToast,
  type Toast,
} from './toastStack.js';

/** Every toast of the app, oldest first: the one stack (ToastStack) shows them. */
export const toastsAtom = atom<Toast[]>([]);
/** "+N more" opened: the whole stack on show. */
export const toastsExpandedAtom = atom(false);

let lastId = 0;

export const showToastAtom = atom(null, (get, set, toast: NewToast) =>
  set(toastsAtom, addToast(get(toastsAtom), toast, ++lastId, Date.now())),
);
export const showCrossingToastAtom = atom(null, (get, set, event: GeofenceEvent) =>
  set(toastsAtom, addCrossing(get(toastsAtom), event, ++lastId, Date.now())),
);
export const closeToastAtom = atom(null, (get, set, id: number) =>
  set(toastsAtom, removeToast(get(toastsAtom), id)),
);
/** A feature takes back what it said (a new search, say, clears its last error). */
export const closeToastsOfAtom = atom(null, (get, set, source: string) =>
  set(toastsAtom, removeSource(get(toastsAtom), source)),
);
/** The user is reading the stack (pointer over it, focus in it): each toast gets its time again. */
export const restartToastsAtom = atom(null, (get, set, now: number) =>
  set(toastsAtom, restarted(get(toastsAtom), now)),
);
/** Drops the toasts whose time is up. */
export const expireToastsAtom = atom(null, (get, set, now: number) => {
  const left = unexpired(get(toastsAtom), now);
  set(toastsAtom, left);
  if (left.length === 0) set(toastsExpandedAtom, false);
});
