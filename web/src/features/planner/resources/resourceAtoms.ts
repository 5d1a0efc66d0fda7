import { atom, type Getter, type Setter } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { canUse, MAP_DEFAULTS, type ReachableAreasResult } from '@fleetdeck/shared';
import { readSession } from '../../../app/session/session.js';
import { mapCommands$ } from '../../../map/mapCommands.js';
import { focusedTruckIdAtom } from '../../../map/selectionAtoms.js';
import { abilityAtom } from '../../../permissions/abilityAtom.js';
import { calculateReachableAreas, PlannerApiError } from '../plannerApi.js';
import {
  lastRouteLineAtom,
  plannerFormAtom,
  plannerVehicleAtom,
  setWaypointsAtom,
} from '../plannerAtoms.js';
import {
  emptyWaypoint,
  placedWaypoint,
  toReachableAreasRequest,
  type PlannerForm,
} from '../plannerForm.js';
import { searchOffers, searchService, type SavedFreightSearch } from './resourceApi.js';
import {
  current,
  finish,
  focusedResourceAtom,
  resourceSearchAtom,
  restart,
  shownKindAtom,
  type KindAnswer,
} from './resourceState.js';
import {
  FREIGHT_BOARDS,
  isFreightBoard,
  resourceKey,
  toggleFocus,
  withResourceWaypoint,
  type FoundResource,
  type FreightBoardId,
  type ResourceKind,
} from './resourceModel.js';
import { chosenOrigin, resourceOrigins, type ResourceOrigin } from './resourceOrigins.js';
import {
  defaultSearchForm,
  freightQuery,
  searchInfoOf,
  serviceQuery,
  type ResourceSearchForm,
} from './resourceSearch.js';

/** The kinds this user may search: by licence (part 2 §6), freight only for helpdesk staff. */
export const offeredKindsAtom = atom<ResourceKind[]>((get) => {
  const ability = get(abilityAtom);
  const kinds: ResourceKind[] = [];
  if (canUse(ability, 'fuel_stations')) kinds.push('fuel');
  if (canUse(ability, 'parkings')) kinds.push('parking');
  if (canUse(ability, 'poi')) kinds.push('poi');
  if (readSession().logged_user?.helpdesk && canUse(ability, 'freight'))
    kinds.push(...FREIGHT_BOARDS);
  return kinds;
});

export const resourceFormAtom = atomWithDefault<ResourceSearchForm>((get) =>
  defaultSearchForm(get(offeredKindsAtom).slice(0, 1)),
);

/** The points a search can start from: the stages with a place, the vehicle. */
export const resourceOriginsAtom = atom((get) =>
  resourceOrigins(get(plannerFormAtom).waypoints, get(plannerVehicleAtom), get(lastRouteLineAtom)),
);

async function answerOf(
  kind: ResourceKind,
  form: ResourceSearchForm,
  at: ResourceOrigin,
  page: number,
  signal: AbortSignal,
): Promise<KindAnswer> {
  try {
    return isFreightBoard(kind)
      ? await searchOffers(kind, freightQuery(form, at, page), page, signal)
      : await searchService(kind, serviceQuery(form, at, kind, page), page, signal);
  } catch (error) {
    if (error instanceof PlannerApiError) return { error: error.message, status: error.status };
    throw error;
  }
}

/**
 * The reachable areas around the point for each time of a search by minutes (the planner's
 * vehicle and start time); none by radius. A refusal is logged and draws no area.
 */
async function areasOf(
  form: ResourceSearchForm,
  origin: ResourceOrigin,
  planner: PlannerForm,
  signal: AbortSignal,
): Promise<ReachableAreasResult['polygons']> {
  if (form.unit !== 'min') return [];
  const request = toReachableAreasRequest({
    ...planner,
    horizons: form.minutes,
    waypoints: [placedWaypoint({ id: 'origin', coordinate: null }, origin.label, origin)],
  });
  if (!request) return [];
  try {
    return (await calculateReachableAreas(request, signal)).polygons;
  } catch (error) {
    if (!(error instanceof PlannerApiError)) throw error;
    console.warn('reachable areas refused', error.message);
    return [];
  }
}

/**
 * Searches every kind of a form around a point: loading, then each kind's first page (or its
 * refusal in words); a network failure is logged and loading stops (part 2 §8).
 */
async function runSearch(
  get: Getter,
  set: Setter,
  form: ResourceSearchForm,
  origin: ResourceOrigin,
): Promise<void> {
  const profile = get(plannerFormAtom);
  const controller = restart();
  set(resourceSearchAtom, { status: 'loading' });
  set(focusedResourceAtom, null);
  try {
    const [areas, ...answers] = await Promise.all([
      areasOf(form, origin, profile, controller.signal),
      ...form.kinds.map(
        async (k) => [k, await answerOf(k, form, origin, 0, controller.signal)] as const,
      ),
    ]);
    if (!current(controller)) return;
    const kinds = Object.fromEntries(answers);
    set(resourceSearchAtom, { status: 'done', form, origin, kinds, areas, paging: null });
    const withItems = answers.find(([, a]) => 'total' in a && a.total > 0);
    set(shownKindAtom, (withItems ?? answers[0])?.[0] ?? null);
  } catch (error) {
    if (!current(controller)) return;
    console.warn('resource search failed', error);
    set(resourceSearchAtom, { status: 'idle' });
  } finally {
    finish(controller);
  }
}

/** The form's search around the point chosen. */
export const searchResourcesAtom = atom(null, async (get, set) => {
  const form = get(resourceFormAtom);
  const origin = chosenOrigin(get(resourceOriginsAtom), form.origin);
  if (origin) await runSearch(get, set, form, origin);
});

/** A saved search of a freight exchange: its offers around its place, within its radius. */
export const searchSavedFreightAtom = atom(
  null,
  async (get, set, board: FreightBoardId, saved: SavedFreightSearch) => {
    const form: ResourceSearchForm = {
      ...get(resourceFormAtom),
      kinds: [board],
      unit: 'km',
      radiusKm: saved.radiusKm,
    };
    const origin = { id: `saved:${saved.id}`, stage: null, name: saved.name, label: saved.name };
    await runSearch(get, set, form, { ...origin, lat: saved.lat, lng: saved.lng });
  },
);

/** Another page of one kind (10 a page). */
export const resourcePageAtom = atom(null, async (get, set, kind: ResourceKind, page: number) => {
  const state = get(resourceSearchAtom);
  if (state.status !== 'done') return;
  const controller = restart();
  set(resourceSearchAtom, { ...state, paging: kind });
  try {
    const answer = await answerOf(kind, state.form, state.origin, page, controller.signal);
    if (!current(controller)) return;
    set(resourceSearchAtom, { ...state, kinds: { ...state.kinds, [kind]: answer }, paging: null });
    set(focusedResourceAtom, null);
  } catch (error) {
    if (!current(controller)) return;
    console.warn('resource page failed', error);
    set(resourceSearchAtom, { ...state, paging: null });
  } finally {
    finish(controller);
  }
});

/** Focus toggles a resource and centres the map on it. */
export const focusResourceAtom = atom(null, (get, set, resource: FoundResource) => {
  const next = toggleFocus(get(focusedResourceAtom), resourceKey(resource));
  set(focusedResourceAtom, next);
  // One vehicle or resource focused at a time (part 2 §3): the map stops following a vehicle.
  if (next) set(focusedTruckIdAtom, undefined);
  if (next)
    mapCommands$.next({
      type: 'fly',
      lng: resource.coordinate.x,
      lat: resource.coordinate.y,
      zoom: MAP_DEFAULTS.poiFocusZoom,
    });
});

/** The resource becomes a stage of step 2 (the first without a place, else a new one). */
export const pickResourceAtom = atom(null, (get, set, resource: FoundResource) => {
  const state = get(resourceSearchAtom);
  const form = state.status === 'done' ? state.form : get(resourceFormAtom);
  set(
    setWaypointsAtom,
    withResourceWaypoint(
      get(plannerFormAtom).waypoints,
      resource,
      searchInfoOf(form),
      emptyWaypoint,
    ),
  );
});

/** The exchanges' sign-in state, read when the planner shows them. */
export const freightLoginsAtom = atom<Partial<Record<FreightBoardId, string | null>>>({});
