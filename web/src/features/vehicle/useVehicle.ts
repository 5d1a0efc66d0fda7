import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Truck } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { derivedFleetAtom } from '../../data/fleetAtoms.js';

/** Without a fleet snapshot after this long, the details show the spec's network message. */
export const NETWORK_TIMEOUT_MS = 15_000;

export interface VehicleView {
  truck: Truck;
  derived: DerivedTruck;
  /** Plate of the trailer (or truck) in `details.trailer_id`, when it is in the fleet. */
  hookedPlate: string | undefined;
}

export type VehicleLookup =
  | { state: 'loading' }
  | { state: 'network' }
  | { state: 'missing' }
  | { state: 'ready'; view: VehicleView; offline: boolean };

/** `by` names the vehicle by id (picked on the map) or by plate (the mobile route). */
export type VehicleKey = { id: number } | { plate: string };

/**
 * One vehicle of the live fleet with its derivations, re-read on every tick. Before the first
 * snapshot it is loading, or a network problem once the wait passes `NETWORK_TIMEOUT_MS`; a
 * vehicle not in the user's fleet is missing ("not available").
 */
export function useVehicle(key: VehicleKey): VehicleLookup {
  const view = useAtomValue(derivedFleetAtom);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const hasSnapshot = view !== undefined && view.fleet.seq >= 0;

  useEffect(() => {
    if (hasSnapshot) return;
    const timer = setTimeout(() => setWaitedTooLong(true), NETWORK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hasSnapshot]);

  if (!hasSnapshot) {
    return waitedTooLong || view?.fleet.connection === 'offline'
      ? { state: 'network' }
      : { state: 'loading' };
  }
  const trucks = view.fleet.trucks;
  const truck =
    'id' in key ? trucks.get(key.id) : [...trucks.values()].find((t) => t.plate === key.plate);
  const derived = truck && view.derived.byId.get(truck.id);
  if (!truck || !derived) return { state: 'missing' };
  const trailerId = truck.details?.trailer_id;
  return {
    state: 'ready',
    view: {
      truck,
      derived,
      hookedPlate: typeof trailerId === 'number' ? trucks.get(trailerId)?.plate : undefined,
    },
    offline: view.fleet.connection === 'offline',
  };
}
