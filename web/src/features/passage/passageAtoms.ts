import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { passageMinutes, type PassageGroup, type RouteFeature } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { closeToastsOfAtom, showToastAtom } from '../toasts/toastAtoms.js';
import { loadRoute } from '../analyser/analyserApi.js';
import { searchPassages } from './passageApi.js';
import { defaultPassageForm, type PassageForm, type PassageSearch } from './passageForm.js';
import { passageKey, passageRows, type PassageRow } from './passageResults.js';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; search: PassageSearch; controller: AbortController }
  | { status: 'ready'; search: PassageSearch; rows: PassageRow[] }
  | { status: 'error'; search: PassageSearch };

/** Messages the panel says in an error toast (i18n keys under vehicle_passage). */
export type PassageToast =
  'interval_too_long' | 'interval_invalid' | 'error_searching' | 'export_error';

/** The form as filled in; the current day in the user's zone until it is changed. */
export const passageFormAtom = atomWithDefault<PassageForm>(() =>
  defaultPassageForm(Date.now(), userTimeZone()),
);
export const passageSearchAtom = atom<SearchState>({ status: 'idle' });
/** Spec part 2 section 4: the form or the results. */
export const passageModeAtom = atom<'search' | 'results'>('search');
/** An error toast of the panel, in the app's one stack (said again, it shows again). */
export const showPassageToastAtom = atom(null, (_get, set, key: PassageToast) =>
  set(showToastAtom, { source: 'passage', kind: 'error', key: `vehicle_passage.${key}` }),
);

export interface SelectedPassage {
  id: number;
  passage: PassageGroup;
  track: { state: 'loading' } | { state: 'error' } | { state: 'ready'; points: [number, number][] };
}
export const selectedPassageAtom = atom<SelectedPassage | null>(null);

/** The results of the last successful search that found vehicles ("back to results"). */
export const activeResultsAtom = atom((get) => {
  const search = get(passageSearchAtom);
  return search.status === 'ready' && search.rows.length > 0 ? search : undefined;
});

/**
 * Runs a search unless one is loading (spec: a search already loading is ignored). A result with
 * vehicles switches to results mode, an empty one to search mode; a failure says "error
 * searching". Cancel aborts it and nothing is said.
 */
export const runPassageSearchAtom = atom(null, async (get, set, search: PassageSearch) => {
  if (get(passageSearchAtom).status === 'loading') return;
  const controller = new AbortController();
  set(closeToastsOfAtom, 'passage');
  set(passageSearchAtom, { status: 'loading', search, controller });
  set(selectedPassageAtom, null);
  try {
    const rows = passageRows(await searchPassages(search, controller.signal));
    if (controller.signal.aborted) return;
    set(passageSearchAtom, { status: 'ready', search, rows });
    set(passageModeAtom, rows.length > 0 ? 'results' : 'search');
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('vehicle passage search failed', error);
    set(passageSearchAtom, { status: 'error', search });
    set(showPassageToastAtom, 'error_searching');
  }
});

/** Cancel: the search stops, and form, results, circle and marker are cleared. */
export const cancelPassageSearchAtom = atom(null, (get, set) => {
  const search = get(passageSearchAtom);
  if (search.status === 'loading') search.controller.abort();
  set(closeToastsOfAtom, 'passage');
  set(passageSearchAtom, { status: 'idle' });
  set(passageFormAtom, defaultPassageForm(Date.now(), userTimeZone()));
  set(passageModeAtom, 'search');
  set(selectedPassageAtom, null);
});

/** The reports of a route as one line on the map (the points; lines as they come). */
export function trackPoints(features: readonly RouteFeature[]): [number, number][] {
  return features.flatMap((f): [number, number][] =>
    f.geometry.type === 'Point' ? [f.geometry.coordinates] : f.geometry.coordinates,
  );
}

/**
 * Selects a passage and fetches its truck's track over it (the analyser's whole-minute range, so
 * the line reaches just outside the circle); selecting it again unselects it.
 */
export const selectPassageAtom = atom(
  null,
  async (get, set, choice: { id: number; passage: PassageGroup }) => {
    const current = get(selectedPassageAtom);
    const key = passageKey(choice.id, choice.passage);
    if (current && passageKey(current.id, current.passage) === key) {
      set(selectedPassageAtom, null);
      return;
    }
    set(selectedPassageAtom, { ...choice, track: { state: 'loading' } });
    const { instants } = passageMinutes(choice.passage, userTimeZone());
    const still = () => {
      const now = get(selectedPassageAtom);
      return now !== null && passageKey(now.id, now.passage) === key;
    };
    try {
      const points = trackPoints(await loadRoute(choice.id, instants));
      if (still()) set(selectedPassageAtom, { ...choice, track: { state: 'ready', points } });
    } catch (error) {
      console.warn('passage track failed to load', error);
      if (still()) set(selectedPassageAtom, { ...choice, track: { state: 'error' } });
    }
  },
);
