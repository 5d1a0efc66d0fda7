import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/session/api.js';
import { listFiltersAtom } from '../vehicles/vehicleListAtoms.js';
import { tagsApi } from './tagsApi.js';
import {
  addTagAtom,
  deleteTagAtom,
  loadTagsAtom,
  renameTagAtom,
  tagsStateAtom,
} from './tagsAtoms.js';
import { toastsAtom } from '../toasts/toastAtoms.js';

vi.mock('./tagsApi.js', () => ({
  tagsApi: { list: vi.fn(), add: vi.fn(), rename: vi.fn(), remove: vi.fn() },
}));
const api = vi.mocked(tagsApi);

/** A store loaded with two tags. */
async function loaded() {
  const store = createStore();
  api.list.mockResolvedValueOnce([
    { id: 2, name: 'Sud', trucks: 1 },
    { id: 1, name: 'Nord', trucks: 3 },
  ]);
  await store.set(loadTagsAtom);
  return store;
}
const rows = (store: ReturnType<typeof createStore>) => store.get(tagsStateAtom).items;
const toastKey = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).at(-1)?.key;

describe('tag rows while they save', () => {
  beforeEach(() => vi.resetAllMocks());

  it('loads the tags by name, not saving and without error', async () => {
    const store = await loaded();
    expect(store.get(tagsStateAtom).status).toBe('ready');
    expect(rows(store).map((r) => [r.name, r.loading, r.error, r.to_update])).toEqual([
      ['Nord', false, false, false],
      ['Sud', false, false, false],
    ]);
  });

  it('shows a rename as loading, then the saved name with the success toast', async () => {
    const store = await loaded();
    let answer: (tag: { id: number; name: string; trucks: number }) => void = () => undefined;
    api.rename.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const saving = store.set(renameTagAtom, 1, ' Alpi ');
    expect(rows(store).find((r) => r.id === 1)).toMatchObject({ name: 'Alpi', loading: true });
    answer({ id: 1, name: 'Alpi', trucks: 3 });
    await saving;
    expect(rows(store).find((r) => r.id === 1)).toMatchObject({ loading: false, error: false });
    expect(toastKey(store)).toBe('tags.updated');
    expect(api.rename).toHaveBeenCalledWith(1, 'Alpi');
  });

  it('flags the row with an error and puts the old name back when a rename fails', async () => {
    const store = await loaded();
    api.rename.mockRejectedValueOnce(new ApiError(500, 'down'));
    await store.set(renameTagAtom, 2, 'Mezzogiorno');
    expect(rows(store).find((r) => r.id === 2)).toMatchObject({
      name: 'Sud',
      loading: false,
      error: true,
    });
    expect(store.get(toastsAtom).at(-1)).toMatchObject({ key: 'tags.update_error', kind: 'error' });
  });

  it('says when an added name is taken, and adds a free one in order', async () => {
    const store = await loaded();
    api.add.mockRejectedValueOnce(new ApiError(409, 'taken'));
    expect(await store.set(addTagAtom, 'nord')).toBe('duplicate');
    expect(toastKey(store)).toBe('tags.add_error');
    api.add.mockResolvedValueOnce({ id: 3, name: 'ADR', trucks: 0 });
    expect(await store.set(addTagAtom, ' ADR ')).toBe('added');
    expect(api.add).toHaveBeenLastCalledWith('ADR');
    expect(rows(store).map((r) => r.name)).toEqual(['ADR', 'Nord', 'Sud']);
    expect(toastKey(store)).toBe('tags.added');
  });

  it('deletes a tag (clearing a list filtered by it), or flags the row when it cannot', async () => {
    const store = await loaded();
    store.set(listFiltersAtom, { tag: 1 });
    api.remove.mockRejectedValueOnce(new ApiError(0, 'offline'));
    await store.set(deleteTagAtom, 1);
    expect(rows(store).find((r) => r.id === 1)?.error).toBe(true);
    expect(toastKey(store)).toBe('tags.delete_error');
    api.remove.mockResolvedValueOnce(null);
    await store.set(deleteTagAtom, 1);
    expect(rows(store).map((r) => r.id)).toEqual([2]);
    expect(store.get(listFiltersAtom).tag).toBeUndefined();
    expect(toastKey(store)).toBe('tags.deleted');
  });
});
