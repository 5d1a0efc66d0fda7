import { atomWithObservable } from 'jotai/utils';
import { distinctUntilChanged, filter, map, scan, shareReplay } from 'rxjs';
import type { TruckId } from '@fleetdeck/shared';
import { nextPlates } from './fleetPlates.js';
import { readSession } from '../app/session/session.js';
import { userConfig$ } from '../features/settings/userConfigAtoms.js';
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

export const fleetAtom = atomWithObservable<FleetView | undefined>(() => fleet$, {
  initialValue: undefined,
});

/** The connection and the fleet's size, new only when one of them changes (the status bar). */
export const fleetStatusAtom = atomWithObservable<
  { connection: FleetView['connection']; trucks: number } | undefined
>(
  () =>
    fleet$.pipe(
      map((fleet) => ({ connection: fleet.connection, trucks: fleet.trucks.size })),
      distinctUntilChanged((a, b) => a.connection === b.connection && a.trucks === b.trucks),
    ),
  { initialValue: undefined },
);

/**
 * The plates by truck id, new only when a truck comes, goes or changes its plate: what a screen
 * that names other trucks reads, without rendering again on every live tick (once a second).
 */
export const fleetPlatesAtom = atomWithObservable<ReadonlyMap<TruckId, string> | undefined>(
  () =>
    fleet$.pipe(
      scan<FleetView, { plates?: ReadonlyMap<TruckId, string>; fresh: boolean }>(
        (acc, fleet) => {
          const next = nextPlates(acc.plates, fleet);
          return next ? { plates: next, fresh: true } : { plates: acc.plates, fresh: false };
        },
        { fresh: false },
      ),
      filter((acc) => acc.fresh),
      map((acc) => acc.plates),
    ),
  { initialValue: undefined },
);

/** What the derivations read of the user's configuration, new only when one of them changes. */
const derivationSettings$ = userConfig$.pipe(
  map(
    ({ vehicleIdentification, iconColor, driversStatusColors }): DerivationSettings => ({
      vehicleIdentification,
      iconColor,
      driversStatusColors,
    }),
  ),
  distinctUntilChanged(
    (a, b) =>
      a.vehicleIdentification === b.vehicleIdentification &&
      a.iconColor === b.iconColor &&
      a.driversStatusColors === b.driversStatusColors,
  ),
);

/** The fleet with per-truck derivations (status, alerts, activity, colour, labels, search text). */
export const derivedFleetView$ = derivedFleet$(fleet$, derivationSettings$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);

export const derivedFleetAtom = atomWithObservable<DerivedFleetView | undefined>(
  () => derivedFleetView$,
  { initialValue: undefined },
);
