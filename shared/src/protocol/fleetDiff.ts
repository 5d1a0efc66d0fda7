import type { ColumnRows } from './columnar.js';
import { applyPatch, diffObject, newFromPatch, type JsonObject, type Patch } from './patch.js';

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

/** A diff as a replica applies it: its upserts as objects, or still in columns as they travel. */
export interface ReplicaDiff {
  seq: number;
  at: number;
  upserts: readonly Upsert[] | ColumnRows;
  removes: readonly TruckId[];
}

/**
 * Changes between the previous state (by id) and the next list; empty arrays when nothing moved.
 * With `complete` false the list holds only some trucks (those upstream says changed): the others
 * are unchanged, not removed. `diff` is diffObject or a differ that gives the same patches faster
 * for a known shape (the relay's compiled truck differ).
 */
export function diffFleet<T extends Keyed>(
  previous: ReadonlyMap<TruckId, T>,
  next: readonly T[],
  complete = true,
  diff: (before: JsonObject, after: JsonObject) => Patch | undefined = diffObject,
): Pick<FleetDiff, 'upserts' | 'removes'> {
  const upserts: Upsert[] = [];
  const seen = new Set<TruckId>();
  for (const truck of next) {
    if (complete) seen.add(truck.id);
    const before = previous.get(truck.id);
    // The relay's validator hands back the very object of the last poll for an unchanged truck.
    if (before === truck) continue;
    if (!before) {
      upserts.push({ ...(truck as unknown as JsonObject), id: truck.id }); // an add travels whole
      continue;
    }
    const patch = diff(before as unknown as JsonObject, truck as unknown as JsonObject);
    if (!patch) continue;
    // The patch is a new object of our own: name the truck on it rather than copy it.
    patch.id = truck.id;
    upserts.push(patch as Upsert);
  }
  const removes: TruckId[] = [];
  if (complete) for (const id of previous.keys()) if (!seen.has(id)) removes.push(id);
  return { upserts, removes };
}

/**
 * Applies a diff to a state map in place. Each changed truck becomes a new object (so views can
 * compare by reference); untouched trucks keep theirs. Returns the ids that changed or appeared.
 */
export function applyDiff<T extends Keyed>(
  state: Map<TruckId, T>,
  diff: Pick<ReplicaDiff, 'upserts' | 'removes'>,
): TruckId[] {
  const { upserts } = diff;
  let changed: TruckId[] = [];
  if (!Array.isArray(upserts)) changed = (upserts as ColumnRows).applyTo(state);
  else {
    for (const upsert of upserts as readonly Upsert[]) {
      const id = upsert.id;
      const before = state.get(id);
      // The upsert is the patch: its own `id` writes the same id again, no copy without it.
      state.set(id, (before ? applyPatch(before, upsert) : newFromPatch(id, upsert)) as T);
      changed.push(id);
    }
  }
  for (const id of diff.removes) state.delete(id);
  return changed;
}
