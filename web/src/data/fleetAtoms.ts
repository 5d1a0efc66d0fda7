import { atom } from 'jotai';
import { BehaviorSubject, map, shareReplay, type Observable } from 'rxjs';
import { resolveUserConfig } from '@fleetdeck/shared';
import { readSession } from '../app/session/session.js';
import { connectLive, type LiveAuth } from './liveSocket.js';
import { fleetView$, type FleetView } from './fleetStore.js';
import type { DerivationSettings } from './derivedFleet.js';
import { derivedFleet$, type DerivedFleetView } from './derivedFleetStream.js';

function liveAuth(): LiveAuth {
  const session = readSession();
  return {
    ...(session.sso_token ? { token: session.sso_token } : {}),
    ...(session.params.Azienda !== undefined ? { company: Number(session.params.Azienda) } : {}),
  };
}

/**
 * One live connection for the whole app, open while anything subscribes. A late subscriber gets the
 * last view at once; its first view may carry a diff, so consumers that patch their own state treat
 * their first view as full.
 */
export const liveConnection = connectLive('', liveAuth);

export const fleet$ = fleetView$(liveConnection).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);

/** A read-only atom fed by `source$` while some component reads it. */
export function atomFromStream<T>(initial: T, source$: Observable<T>) {
  const base = atom<T>(initial);
  base.onMount = (set) => {
    const subscription = source$.subscribe((value) => set(value));
    return () => subscription.unsubscribe();
  };
  return atom((get) => get(base));
}

/** Creates a read-only atom fed by `fleet$` while some component reads it. */
export function atomFromFleet<T>(initial: T, project: (view: FleetView) => T) {
  return atomFromStream(initial, fleet$.pipe(map(project)));
}

export const fleetAtom = atomFromFleet<FleetView | undefined>(undefined, (view) => view);

/** Settings the derivations read; `DerivationSettingsSync` keeps it equal to the user's config. */
export const derivationSettings$ = new BehaviorSubject<DerivationSettings>(
  resolveUserConfig({}),
);

/** The fleet with per-truck derivations (status, alerts, activity, colour, labels, search text). */
export const derivedFleetView$ = derivedFleet$(fleet$, derivationSettings$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);

export const derivedFleetAtom = atomFromStream<DerivedFleetView | undefined>(
  undefined,
  derivedFleetView$,
);
