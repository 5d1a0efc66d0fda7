import { useAtomValue } from 'jotai';
import { fleetAtom } from '../../data/fleetAtoms.js';

/** Plates of live vehicles by id, for the share text of a link just created. */
export function useVehiclePlates(): (ids: readonly number[]) => string[] {
  const fleet = useAtomValue(fleetAtom);
  return (ids) => ids.map((id) => fleet?.trucks.get(id)?.plate ?? String(id));
}
