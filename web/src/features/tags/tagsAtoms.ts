import { atom } from 'jotai';
import { showToastAtom } from '../toasts/toastAtoms.js';
import type { CompanyTagItem } from '@fleetdeck/shared';
import { ApiError } from '../../app/session/api.js';
import { listCollapsedAtom, listFiltersAtom, listTabAtom } from '../vehicles/vehicleListAtoms.js';
import { itemOf, patchItem, sortedByName, withoutItem } from './tagItems.js';
import { tagsApi } from './tagsApi.js';

export interface TagsState {
  /** idle until the first load; a reload keeps the rows on screen. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: CompanyTagItem[];
}

export const tagsStateAtom = atom<TagsState>({ status: 'idle', items: [] });

/** A tag toast (spec part 2 section 8), in the app's one stack; `count` for the plural ones. */
const toastAtom = atom(
  null,
  (_get, set, toast: { key: string; kind: 'success' | 'error'; count?: number }) =>
    set(showToastAtom, {
      source: 'tags',
      kind: toast.kind,
      key: toast.key,
      values: { count: toast.count ?? 0 },
    }),
);

const setItems = (items: CompanyTagItem[]): TagsState => ({ status: 'ready', items });

export const loadTagsAtom = atom(null, async (get, set) => {
  set(tagsStateAtom, { ...get(tagsStateAtom), status: 'loading' });
  try {
    const tags = await tagsApi.list();
    // Rows being saved or edited keep their flags: the reload only refreshes names and counts.
    const old = new Map(get(tagsStateAtom).items.map((item) => [item.id, item]));
    set(
      tagsStateAtom,
      setItems(
        sortedByName(
          tags.map((tag) => {
            const was = old.get(tag.id);
            return was ? { ...was, trucks: tag.trucks } : itemOf(tag);
          }),
        ),
      ),
    );
  } catch (error) {
    console.warn('tags not loaded', error);
    set(tagsStateAtom, { ...get(tagsStateAtom), status: 'error' });
  }
});

/** Adds a tag; 'duplicate' when the company has one so named (the form says so). */
export const addTagAtom = atom(null, async (get, set, name: string) => {
  try {
    const tag = await tagsApi.add(name.trim());
    set(tagsStateAtom, setItems(sortedByName([...get(tagsStateAtom).items, itemOf(tag)])));
    set(toastAtom, { key: 'tags.added', kind: 'success' });
    return 'added' as const;
  } catch (error) {
    set(toastAtom, { key: 'tags.add_error', kind: 'error' });
    return error instanceof ApiError && error.status === 409 ? 'duplicate' : 'failed';
  }
});

/** Edit mode of a row (`to_update`). */
export const editTagAtom = atom(null, (get, set, id: number, editing: boolean) =>
  set(tagsStateAtom, setItems(patchItem(get(tagsStateAtom).items, id, { to_update: editing }))),
);

export const renameTagAtom = atom(null, async (get, set, id: number, name: string) => {
  const before = get(tagsStateAtom).items.find((item) => item.id === id);
  if (!before) return;
  const patch = (p: Partial<CompanyTagItem>) =>
    set(tagsStateAtom, setItems(patchItem(get(tagsStateAtom).items, id, p)));
  patch({ name: name.trim(), to_update: false, loading: true, error: false });
  try {
    const tag = await tagsApi.rename(id, name.trim());
    patch({ ...tag, loading: false });
    set(toastAtom, { key: 'tags.updated', kind: 'success' });
  } catch {
    patch({ name: before.name, loading: false, error: true });
    set(toastAtom, { key: 'tags.update_error', kind: 'error' });
  }
});

export const deleteTagAtom = atom(null, async (get, set, id: number) => {
  const patch = (p: Partial<CompanyTagItem>) =>
    set(tagsStateAtom, setItems(patchItem(get(tagsStateAtom).items, id, p)));
  patch({ loading: true, error: false });
  try {
    await tagsApi.remove(id);
    set(tagsStateAtom, setItems(withoutItem(get(tagsStateAtom).items, id)));
    // A list filtered by the tag would show nothing and offer no way back.
    const filters = get(listFiltersAtom);
    if (filters.tag === id) set(listFiltersAtom, { ...filters, tag: undefined });
    set(toastAtom, { key: 'tags.deleted', kind: 'success' });
  } catch {
    patch({ loading: false, error: true });
    set(toastAtom, { key: 'tags.delete_error', kind: 'error' });
  }
});

/** Sets a truck's tags (vehicle details); the live stream brings the truck's new tags. */
export const setTruckTagsAtom = atom(null, async (_get, set, truckId: number, tagIds: number[]) => {
  try {
    await tagsApi.setTruckTags(truckId, tagIds);
    void set(loadTagsAtom);
    return true;
  } catch {
    set(toastAtom, { key: 'tags.assign_error', kind: 'error' });
    return false;
  }
});

/** Puts a tag on, or takes it off, the selected trucks (vehicle list selection). */
export const assignTagAtom = atom(
  null,
  async (_get, set, tagId: number, truckIds: number[], assigned: boolean) => {
    try {
      await tagsApi.assign(tagId, truckIds, assigned);
      void set(loadTagsAtom);
      set(toastAtom, {
        key: assigned ? 'tags.assigned' : 'tags.unassigned',
        kind: 'success',
        count: truckIds.length,
      });
      return true;
    } catch {
      set(toastAtom, { key: 'tags.assign_error', kind: 'error' });
      return false;
    }
  },
);

/** Shows the vehicle list filtered by a tag (a tag's count in the panel). */
export const filterByTagAtom = atom(null, (get, set, tagId: number) => {
  set(listFiltersAtom, { ...get(listFiltersAtom), tag: tagId });
  set(listTabAtom, 'vehicles');
  set(listCollapsedAtom, false);
});

/** Selection mode of the vehicle list and the trucks chosen in it (bulk tagging). */
export const selectingAtom = atom(false);
export const selectedTrucksAtom = atom<ReadonlySet<number>>(new Set<number>());
export const toggleSelectedAtom = atom(null, (get, set, id: number) => {
  const next = new Set(get(selectedTrucksAtom));
  if (next.has(id)) next.delete(id);
  else next.add(id);
  set(selectedTrucksAtom, next);
});
