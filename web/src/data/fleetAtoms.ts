import { atom } from 'jotai';
import { share } from 'rxjs';
import { connectLive } from './liveSocket.js';
import { fleetView$, type FleetView } from './fleetStore.js';

/** One live connection for the whole app, open while anything subscribes. */
export const fleet$ = fleetView$(connectLive()).pipe(share());

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
