import { combineLatest, filter, interval, map, merge, type Observable } from 'rxjs';
import { DerivedFleet, type DerivationSettings, type DerivedUpdate } from './derivedFleet.js';
import type { FleetView } from './fleetStore.js';

/** The fleet with its derivations and what the last step changed. */
export interface DerivedFleetView {
  fleet: FleetView;
  derived: DerivedFleet;
  update: DerivedUpdate;
}

/** Ages and alerts move with the clock: every truck is derived again this often. */
export const DERIVATION_REFRESH_MS = 60_000;

/**
 * Derives per truck as the fleet changes: only changed ids on a diff, everything on a snapshot,
 * on a settings change and every `DERIVATION_REFRESH_MS` (stale after 1 h needs no diff).
 */
export function derivedFleet$(
  fleet$: Observable<FleetView>,
  settings$: Observable<DerivationSettings>,
  refresh$: Observable<unknown> = interval(DERIVATION_REFRESH_MS),
  clock: () => number = Date.now,
): Observable<DerivedFleetView> {
  const derived = new DerivedFleet();
  let last: FleetView | undefined;
  const live$ = combineLatest([fleet$, settings$]).pipe(
    map(([fleet, settings]): DerivedFleetView => {
      last = fleet;
      return { fleet, derived, update: derived.apply(fleet, settings, clock()) };
    }),
  );
  const timed$ = refresh$.pipe(
    map((): DerivedFleetView | undefined =>
      last ? { fleet: last, derived, update: derived.refresh(last.trucks, clock()) } : undefined,
    ),
  );
  return merge(live$, timed$).pipe(filter((view) => view !== undefined));
}
