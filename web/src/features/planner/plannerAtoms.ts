import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import {
  MAP_DEFAULTS,
  routeCalculationBlocker,
  type ReachableAreasResult,
  type RoutePlanResult,
  type TruckId,
  type Waypoint,
} from '@fleetdeck/shared';
import { mapCommands$ } from '../../map/mapCommands.js';
import { calculateReachableAreas, calculateRoute, PlannerApiError } from './plannerApi.js';
import {
  defaultForm,
  placedWaypoint,
  toReachableAreasRequest,
  toRouteRequest,
  type PlannerForm,
} from './plannerForm.js';
import { coordinateLabel } from './plannerMap.js';
import type { RouteLine } from './resources/resourceOrigins.js';
import { clearResourcesAtom } from './resources/resourceState.js';

export type PlanState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'route'; result: RoutePlanResult }
  | { status: 'areas'; result: ReachableAreasResult; minutes: number[] }
  | { status: 'error'; message: string };

/**
 * The form, its defaults made at its first read (the map's planner layers, once signed in), not
 * when the module loads: before the sign-in's session is written the user's zone is not known
 * yet, and the departure would be "now" on Rome's clock for every account.
 */
export const plannerFormAtom = atomWithLazy<PlannerForm>(() => defaultForm());
export const planStateAtom = atom<PlanState>({ status: 'idle' });

/**
 * The line of the last route calculated (the best one) and its speeds, kept when the form is
 * edited so the resource search can look along it; a new calculation replaces it, a reset clears it.
 */
export const lastRouteLineAtom = atom<RouteLine | null>(null);

/** Which route is shown: 0 the best, n the n-th alternative. */
export const shownRouteAtom = atom(0);

/** The waypoint (index) whose place the next map click sets; null outside select-on-map. */
export const selectOnMapAtom = atom<number | null>(null);

/** Bumped at each refused calculation, so step 2 flashes again; the reason as an i18n key. */
export const step2ProblemAtom = atom<{ key: string; count: number } | null>(null);

/** The vehicle the planner was opened from (its position is the first waypoint). */
export const plannerVehicleAtom = atom<{ id: TruckId; lat: number; lng: number } | null>(null);

export const setWaypointsAtom = atom(null, (get, set, waypoints: Waypoint[]) => {
  set(plannerFormAtom, { ...get(plannerFormAtom), waypoints });
  const problem = get(step2ProblemAtom);
  if (problem) set(step2ProblemAtom, null);
});

let running: AbortController | null = null;

/**
 * Calculates what the form asks (a route, or reachable areas): loading, then the result; a
 * refusal is shown in words; a network failure only stops loading (spec part 2 §8). With fewer
 * than two valid waypoints nothing is sent and step 2 flashes its reason.
 */
export const calculateAtom = atom(null, async (get, set, language: string) => {
  const form = get(plannerFormAtom);
  let request: () => Promise<PlanState>;
  if (form.calcType === 'route') {
    const blocker = routeCalculationBlocker(form.waypoints);
    if (blocker) {
      set(step2ProblemAtom, { key: blocker, count: (get(step2ProblemAtom)?.count ?? 0) + 1 });
      return;
    }
    const body = toRouteRequest(form, language);
    request = async () => ({ status: 'route', result: await calculateRoute(body, signal) });
  } else {
    const body = toReachableAreasRequest(form);
    if (!body) return;
    const minutes = body.horizons.map((s) => s / 60);
    request = async () => ({
      status: 'areas',
      result: await calculateReachableAreas(body, signal),
      minutes,
    });
  }
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const { signal } = controller;
  set(step2ProblemAtom, null);
  set(selectOnMapAtom, null);
  set(shownRouteAtom, 0);
  set(planStateAtom, { status: 'loading' });
  try {
    const next = await request();
    if (running === controller) {
      set(planStateAtom, next);
      set(
        lastRouteLineAtom,
        next.status === 'route'
          ? { coordinates: next.result.coordinates, speeds: next.result.speeds }
          : null,
      );
    }
  } catch (error) {
    if (running !== controller) return;
    if (error instanceof PlannerApiError) {
      set(planStateAtom, { status: 'error', message: error.message });
    } else {
      console.warn('planner calculation failed', error);
      set(planStateAtom, { status: 'idle' });
    }
  } finally {
    if (running === controller) running = null;
  }
});

/** Back to the form with its values: the result is cleared (spec part 2 §4, edit route). */
export const editRouteAtom = atom(null, (_get, set) => {
  running?.abort();
  running = null;
  set(planStateAtom, { status: 'idle' });
  set(shownRouteAtom, 0);
});

/**
 * Reset: the defaults again (the vehicle's position as the start when opened from one), the
 * resources found cleared, and the map recentred on the vehicle at zoom 13.
 */
export const resetPlannerAtom = atom(null, (get, set) => {
  set(editRouteAtom);
  set(lastRouteLineAtom, null);
  set(clearResourcesAtom);
  set(selectOnMapAtom, null);
  set(step2ProblemAtom, null);
  const form = defaultForm();
  const vehicle = get(plannerVehicleAtom);
  const [first, ...rest] = form.waypoints;
  if (vehicle && first) {
    form.waypoints = [
      placedWaypoint(first, coordinateLabel(vehicle.lat, vehicle.lng), vehicle),
      ...rest,
    ];
    mapCommands$.next({
      type: 'fly',
      lng: vehicle.lng,
      lat: vehicle.lat,
      zoom: MAP_DEFAULTS.resetZoom,
    });
  }
  set(plannerFormAtom, form);
});

/** The planner opened from a vehicle: a fresh form starting at the vehicle's position. */
export const planFromVehicleAtom = atom(
  null,
  (_get, set, vehicle: { id: TruckId; lat: number; lng: number }) => {
    set(plannerVehicleAtom, vehicle);
    set(resetPlannerAtom);
  },
);
