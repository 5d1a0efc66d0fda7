import { atom } from 'jotai';
import { showToastAtom } from '../../toasts/toastAtoms.js';
import { PAGE_SIZES, type Waypoint } from '@fleetdeck/shared';
import {
  editRouteAtom,
  plannerFormAtom,
  planStateAtom,
  shownRouteAtom,
  step2ProblemAtom,
} from '../plannerAtoms.js';
import { routesOf } from '../plannerMap.js';
import { formFromSavedRoute, toSavedRoute } from './savedRouteMapping.js';
import {
  createSavedRoute,
  deleteSavedRoute,
  fetchSavedRoutes,
  type StoredRoute,
} from './savedRoutesApi.js';

/** A saved-routes toast (part 2 §8 words), in the app's one stack. */
const toastAtom = atom(null, (_get, set, toast: { key: string; kind: 'success' | 'error' }) =>
  set(showToastAtom, { ...toast, source: 'saved_routes' }),
);

/**
 * The title of the route in the form, saved or set from the saved routes: it names it while the
 * form's stops are the very ones it was given with (any edit makes a new list).
 */
const titledStopsAtom = atom<{ title: string; waypoints: Waypoint[] } | null>(null);
export const routeTitleAtom = atom((get) => {
  const titled = get(titledStopsAtom);
  return titled && titled.waypoints === get(plannerFormAtom).waypoints ? titled.title : null;
});

/** The route on screen (the best one or the alternative picked), when a route is shown. */
export const shownPlanAtom = atom((get) => {
  const plan = get(planStateAtom);
  if (plan.status !== 'route') return null;
  const routes = routesOf(plan.result);
  return { plan: plan.result, shown: routes[get(shownRouteAtom)] ?? plan.result };
});

/**
 * Saves the route on screen with a title; answers whether it was saved (toasts say so too).
 * `onSaved` runs before the success toast (the modal closes, so the toast shows on the page).
 */
export const saveRouteAtom = atom(
  null,
  async (get, set, title: string, language: string, onSaved?: () => void) => {
    const current = get(shownPlanAtom);
    if (!current) return false;
    const form = get(plannerFormAtom);
    const legs = current.shown === current.plan ? current.plan.legs : undefined;
    try {
      await createSavedRoute(
        toSavedRoute(form, { ...current.shown, ...(legs ? { legs } : {}) }, title, language),
      );
    } catch (error) {
      console.warn('saving the route failed', error);
      set(toastAtom, { key: 'planner.savedroutes.error_saved_route', kind: 'error' });
      return false;
    }
    set(titledStopsAtom, { title: title.trim(), waypoints: form.waypoints });
    onSaved?.();
    set(toastAtom, { key: 'planner.savedroutes.success_saved_route', kind: 'success' });
    return true;
  },
);

export type SavedRoutesList =
  | { status: 'loading'; page: number }
  | { status: 'error'; page: number }
  | { status: 'ready'; page: number; routes: StoredRoute[]; items: number };

export const savedRoutesListAtom = atom<SavedRoutesList>({ status: 'loading', page: 1 });

/**
 * A page of the saved routes; past the last one (the last page emptied by a delete), the last
 * page there is.
 */
async function fetchPageOrLast(page: number) {
  const answer = await fetchSavedRoutes(page);
  const last = Math.max(1, Math.ceil(answer.items / PAGE_SIZES.savedRoutes));
  if (answer.routes.length > 0 || page <= last) return { ...answer, page };
  return { ...(await fetchSavedRoutes(last)), page: last };
}

let listing = 0;
/** Loads a page (1-based) of the saved routes; a later call wins over an earlier one. */
export const loadSavedRoutesAtom = atom(null, async (_get, set, page: number) => {
  const call = ++listing;
  set(savedRoutesListAtom, { status: 'loading', page });
  try {
    const answer = await fetchPageOrLast(page);
    if (call !== listing) return;
    set(savedRoutesListAtom, { status: 'ready', ...answer });
  } catch (error) {
    if (call !== listing) return;
    console.warn('loading the saved routes failed', error);
    set(savedRoutesListAtom, { status: 'error', page });
  }
});

/** Deletes a saved route (asked first by the modal) and reloads the page it was on. */
export const deleteSavedRouteAtom = atom(null, async (get, set, id: string) => {
  try {
    await deleteSavedRoute(id);
  } catch (error) {
    console.warn('deleting the route failed', error);
    set(toastAtom, { key: 'planner.savedroutes.error_deleted_route', kind: 'error' });
    return false;
  }
  set(toastAtom, { key: 'planner.savedroutes.success_deleted_route', kind: 'success' });
  await set(loadSavedRoutesAtom, get(savedRoutesListAtom).page);
  return true;
});

/** Set route: the saved route fills the form (route info, vehicle, stops), to be calculated. */
export const setSavedRouteAtom = atom(null, (get, set, saved: StoredRoute) => {
  set(editRouteAtom);
  set(step2ProblemAtom, null);
  const form = formFromSavedRoute(saved, get(plannerFormAtom));
  set(plannerFormAtom, form);
  set(titledStopsAtom, { title: saved.title, waypoints: form.waypoints });
});
