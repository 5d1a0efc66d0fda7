import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PassageVehicle } from '@fleetdeck/shared';
import {
  activeResultsAtom,
  cancelPassageSearchAtom,
  passageFormAtom,
  passageModeAtom,
  passageSearchAtom,
  runPassageSearchAtom,
  selectedPassageAtom,
  selectPassageAtom,
} from './passageAtoms.js';
import { toastsAtom } from '../toasts/toastAtoms.js';
import { searchPassages } from './passageApi.js';
import { loadRoute } from '../analyser/analyserApi.js';

vi.mock('../../app/session/session.js', () => ({ userTimeZone: () => 'Europe/Rome' }));
vi.mock('./passageApi.js', () => ({ searchPassages: vi.fn() }));
vi.mock('../analyser/analyserApi.js', () => ({ loadRoute: vi.fn() }));

const search = {
  place: { label: 'Cancello', lat: 45.46, lng: 9.19 },
  radiusKm: 0.1,
  start: '2026-03-09T23:00:00.000Z',
  end: '2026-03-10T22:59:59.999Z',
};
const truck: PassageVehicle = {
  id: 7,
  plate: 'AB123CD',
  events: [{ timestamp: '2026-03-10T05:12:40Z' }, { timestamp: '2026-03-10T05:13:00Z' }],
};

/** An answer the test hands over when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
}

describe('the passage search state', () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    store = createStore();
    vi.mocked(searchPassages).mockReset();
    vi.mocked(loadRoute).mockReset();
  });

  it('goes to results with vehicles, stays in search mode with none', async () => {
    vi.mocked(searchPassages).mockResolvedValueOnce([truck]);
    await store.set(runPassageSearchAtom, search);
    expect(store.get(passageModeAtom)).toBe('results');
    expect(store.get(activeResultsAtom)?.rows.map((r) => r.plate)).toEqual(['AB123CD']);

    vi.mocked(searchPassages).mockResolvedValueOnce([]);
    store.set(passageModeAtom, 'search');
    await store.set(runPassageSearchAtom, search);
    expect(store.get(passageModeAtom)).toBe('search');
    expect(store.get(passageSearchAtom)).toMatchObject({ status: 'ready', rows: [] });
    // The active-search flag went when the new search started.
    expect(store.get(activeResultsAtom)).toBeUndefined();
  });

  it('ignores a search while one loads, and says "error searching" when it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = deferred<PassageVehicle[]>();
    vi.mocked(searchPassages).mockReturnValueOnce(answer.promise);
    const first = store.set(runPassageSearchAtom, search);
    await store.set(runPassageSearchAtom, { ...search, radiusKm: 5 });
    expect(searchPassages).toHaveBeenCalledTimes(1);
    answer.reject(new Error('HTTP 502'));
    await first;
    expect(store.get(passageSearchAtom).status).toBe('error');
    expect(store.get(toastsAtom).map((t) => t.key)).toEqual(['vehicle_passage.error_searching']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('cancels: the request stops, form, results and selection are cleared, nothing is said', async () => {
    const answer = deferred<PassageVehicle[]>();
    vi.mocked(searchPassages).mockReturnValueOnce(answer.promise);
    store.set(passageFormAtom, { ...store.get(passageFormAtom), text: 'x', place: search.place });
    const running = store.set(runPassageSearchAtom, search);
    const signal = vi.mocked(searchPassages).mock.calls[0]![1]!;
    store.set(cancelPassageSearchAtom);
    expect(signal.aborted).toBe(true);
    answer.reject(new DOMException('aborted', 'AbortError'));
    await running;
    expect(store.get(passageSearchAtom)).toEqual({ status: 'idle' });
    expect(store.get(passageFormAtom)).toMatchObject({ text: '', place: null, radius: '0.1' });
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("loads a selected passage's track over its whole minutes; a second click unselects", async () => {
    vi.mocked(loadRoute).mockResolvedValueOnce([
      { type: 'Feature', geometry: { type: 'Point', coordinates: [9.19, 45.46] }, properties: {} },
    ] as never);
    const passage = { start: '2026-03-10T05:12:40Z', end: '2026-03-10T05:13:00Z' };
    await store.set(selectPassageAtom, { id: 7, passage });
    expect(loadRoute).toHaveBeenCalledWith(7, {
      start: new Date('2026-03-10T05:12:00.000Z'),
      end: new Date('2026-03-10T05:13:59.999Z'),
    });
    expect(store.get(selectedPassageAtom)?.track).toEqual({
      state: 'ready',
      points: [[9.19, 45.46]],
    });
    await store.set(selectPassageAtom, { id: 7, passage });
    expect(store.get(selectedPassageAtom)).toBeNull();
  });
});
