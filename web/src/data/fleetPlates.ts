import type { TruckId } from '@fleetdeck/shared';
import type { FleetView } from './fleetStore.js';

/** The trucks' plates by id after a snapshot or a diff; undefined when none came, went or changed. */
export function nextPlates(
  last: ReadonlyMap<TruckId, string> | undefined,
  fleet: FleetView,
): ReadonlyMap<TruckId, string> | undefined {
  if (!last || fleet.full) return new Map([...fleet.trucks].map(([id, truck]) => [id, truck.plate]));
  const moved =
    fleet.removed.some((id) => last.has(id)) ||
    fleet.changed.some((id) => last.get(id) !== fleet.trucks.get(id)?.plate);
  if (!moved) return undefined;
  const next = new Map(last);
  for (const id of fleet.removed) next.delete(id);
  for (const id of fleet.changed) {
    const plate = fleet.trucks.get(id)?.plate;
    if (plate !== undefined) next.set(id, plate);
  }
  return next;
}
