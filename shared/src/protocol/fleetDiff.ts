import { applyPatch, diffObject, type JsonObject, type Patch } from './patch.js';

export type TruckId = number;

/** One entry of a diff: the id plus only the fields that changed, or the whole truck when it is new. */
export type Upsert = Patch & { id: TruckId };

export interface FleetSnapshot<T> {
  seq: number;
  at: number;
  trucks: T[];
}

export interface FleetDiff {
  seq: number;
  at: number;
  upserts: Upsert[];
  removes: TruckId[];
}

export interface Keyed {
  id: TruckId;
}

/** Changes between the previous state (by id) and the next list; empty arrays when nothing moved. */
export function diffFleet<T extends Keyed>(
  previous: ReadonlyMap<TruckId, T>,
  next: readonly T[],
): Pick<FleetDiff, 'upserts' | 'removes'> {
  const upserts: Upsert[] = [];
  const seen = new Set<TruckId>();
  for (const truck of next) {
    seen.add(truck.id);
    const before = previous.get(truck.id);
    if (!before) {
      upserts.push({ ...(truck as unknown as JsonObject), id: truck.id }); // an add travels whole
      continue;
    }
    const patch = diffObject(before as unknown as JsonObject, truck as unknown as JsonObject);
    if (patch) upserts.push({ ...patch, id: truck.id });
  }
  const removes: TruckId[] = [];
  for (const id of previous.keys()) if (!seen.has(id)) removes.push(id);
  return { upserts, removes };
}

/**
 * Applies a diff to a state map in place. Each changed truck becomes a new object (so views can
 * compare by reference); untouched trucks keep theirs. Returns the ids that changed or appeared.
 */
export function applyDiff<T extends Keyed>(
  state: Map<TruckId, T>,
  diff: Pick<FleetDiff, 'upserts' | 'removes'>,
): TruckId[] {
  const changed: TruckId[] = [];
  for (const upsert of diff.upserts) {
    const before = state.get(upsert.id);
    const { id, ...patch } = upsert;
    const after = applyPatch((before ?? { id }) as object, patch) as T;
    state.set(id, after);
    changed.push(id);
  }
  for (const id of diff.removes) state.delete(id);
  return changed;
}
