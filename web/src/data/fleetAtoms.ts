import { atom } from 'jotai';
import { share } from 'rxjs';
import { readSession } from '../app/session/session.js';
import { connectLive, type LiveAuth } from './liveSocket.js';
import { fleetView$, type FleetView } from './fleetStore.js';

function liveAuth(): LiveAuth {
  const session = readSession();
  return {
    ...(session.sso_token ? { token: session.sso_token } : {}),
    ...(session.params.Azienda !== undefined ? { company: Number(session.params.Azienda) } : {}),
  };
}

/** One live connection for the whole app, open while anything subscribes. */
export const fleet$ = fleetView$(connectLive('', liveAuth)).pipe(share());

/** Creates a read-only atom fed by `fleet$` while some component reads it. */
export function atomFromFleet<T>(initial: T, project: (view: FleetView) => T) {
  const base = atom<T>(initial);
  base.onMount = (set) => {
    const subscription = fleet$.subscribe((view) => set(project(view)));
    return () => subscription.unsubscribe();
  };
  return atom((get) => get(base));
}

export const fleetAtom = atomFromFleet<FleetView | undefined>(undefined, (view) => view);
