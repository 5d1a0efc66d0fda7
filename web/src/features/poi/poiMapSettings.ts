import { atom } from 'jotai';
import { POI_TYPE_IDS, type PoiTypeId, type UserConfig } from '@fleetdeck/shared';

/**
 * The map's POI switch (part 1 §2: the live map opens with "POI on"): off hides the POI layer.
 * It lasts the page's life; the types drawn are kept in the user configuration.
 */
export const poiLayerOnAtom = atom(true);

/**
 * The POI types drawn on the map, from the user configuration's `poisForm.types`: the types the
 * user chose, and an empty list (the default: never chosen) meaning every type.
 */
export function shownPoiTypes(config: Pick<UserConfig, 'poisForm'>): ReadonlySet<PoiTypeId> {
  const chosen = config.poisForm.types.filter((t): t is PoiTypeId =>
    (POI_TYPE_IDS as readonly number[]).includes(t),
  );
  return new Set(chosen.length > 0 ? chosen : POI_TYPE_IDS);
}

/**
 * `poisForm.types` after a type's checkbox changes: every type checked is stored as the empty
 * list (the default); unchecking the last type is refused (undefined), the POI switch hides them
 * all.
 */
export function nextPoiTypes(
  shown: ReadonlySet<PoiTypeId>,
  type: PoiTypeId,
  on: boolean,
): PoiTypeId[] | undefined {
  const next = new Set(shown);
  if (on) next.add(type);
  else next.delete(type);
  if (next.size === 0) return undefined;
  if (next.size === POI_TYPE_IDS.length) return [];
  return POI_TYPE_IDS.filter((t) => next.has(t));
}
