import { atom } from 'jotai';
import { ROUTE_DEFAULTS, type PlafondPreset, type RoutePlanResult } from '@fleetdeck/shared';
import { calculateRoute, PlannerApiError } from '../plannerApi.js';
import { planStateAtom, plannerFormAtom, shownRouteAtom } from '../plannerAtoms.js';
import { toRouteRequest } from '../plannerForm.js';
import { plafondRequestAtom } from './plafondAtoms.js';

/**
 * "Load breaks and rests" for the result shown (`of`): asked, refused (in words), or answered
 * with the preset it was planned for. A new result leaves the state of the old one behind.
 */
export type BreaksState =
  | { status: 'loading'; of: RoutePlanResult }
  | { status: 'error'; of: RoutePlanResult; message: string | null }
  | { status: 'loaded'; of: RoutePlanResult; preset: PlafondPreset; rested: boolean };

export const breaksStateAtom = atom<BreaksState | null>(null);

let running: AbortController | null = null;

/**
 * Re-requests the route with `includeBreaks` (part 2 §4) for the driver of the plafond step (a
 * rested driver when it is off) and shows the answer: the best route with its break and
 * daily-rest shadow waypoints. Alternatives are not asked again: the plan is for the best route.
 */
export const loadBreaksAtom = atom(null, async (get, set, language: string) => {
  const plan = get(planStateAtom);
  const plafond = get(plafondRequestAtom);
  if (plan.status !== 'route' || plafond === null) return;
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const of = plan.result;
  set(breaksStateAtom, { status: 'loading', of });
  const request = {
    ...toRouteRequest(get(plannerFormAtom), language),
    alternatives: 0,
    includeBreaks: true,
    ...(plafond ? { plafond } : {}),
  };
  try {
    const result = await calculateRoute(request, controller.signal);
    if (running !== controller) return;
    set(shownRouteAtom, 0);
    set(planStateAtom, { status: 'route', result });
    set(breaksStateAtom, {
      status: 'loaded',
      of: result,
      preset: plafond?.configurableWorkingHoursPreset ?? ROUTE_DEFAULTS.plafondPreset,
      rested: !plafond,
    });
  } catch (error) {
    if (running !== controller) return;
    const message = error instanceof PlannerApiError ? error.message : null;
    set(breaksStateAtom, { status: 'error', of, message });
  } finally {
    if (running === controller) running = null;
  }
});
