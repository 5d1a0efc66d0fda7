import { atom } from 'jotai';
import { atomWithObservable } from 'jotai/utils';
import type { AlertHandling } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { liveConnection } from '../../data/fleetAtoms.js';
import { alertHandling$, type HandlingMap } from './alertHandlingStore.js';

const EMPTY: HandlingMap = new Map();

/** The company's alert-handling records, live. */
export const alertHandlingAtom = atomWithObservable<HandlingMap>(
  () =>
    alertHandling$(liveConnection.message$, () =>
      apiJson<{ data: AlertHandling[] }>('/alerts/handling').then((body) => body.data),
    ),
  { initialValue: EMPTY },
);

/** The alert queue shows only trucks with an unhandled alert. */
export const onlyUnhandledAtom = atom(false);

/** The truck whose alerts the handling dialog is open for. */
export const handlingTruckAtom = atom<number | undefined>(undefined);
