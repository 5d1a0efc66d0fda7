import { atom } from 'jotai';
import type { ReachableAreasResult } from '@fleetdeck/shared';
import type { KindResults, ResourceKind } from './resourceModel.js';
import type { ResourceOrigin } from './resourceOrigins.js';
import type { ResourceSearchForm } from './resourceSearch.js';

/** A kind's answer: its page, or the refusal in words (403 of a freight exchange: sign in). */
export type KindAnswer = KindResults | { error: string; status: number };

export type ResourceSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | {
      status: 'done';
      form: ResourceSearchForm;
      origin: ResourceOrigin;
      kinds: Partial<Record<ResourceKind, KindAnswer>>;
      /** The reachable areas of a search by minutes (one ring per time). */
      areas: ReachableAreasResult['polygons'];
      /** The kind whose page is being fetched. */
      paging: ResourceKind | null;
    };

export const resourceSearchAtom = atom<ResourceSearchState>({ status: 'idle' });
/** The result tab shown. */
export const shownKindAtom = atom<ResourceKind | null>(null);
/** The focused resource's key: only one at a time (part 2 §3). */
export const focusedResourceAtom = atom<string | null>(null);

/** The search or page request under way: a new one, cancel or reset aborts it. */
let running: AbortController | null = null;
export function restart(): AbortController {
  running?.abort();
  running = new AbortController();
  return running;
}
/** Whether a request's answer is still wanted (no newer request, no cancel). */
export const current = (controller: AbortController) => running === controller;
export function finish(controller: AbortController): void {
  if (running === controller) running = null;
}

/** Cancel, close and retry: any search is aborted and the form shows again, without results. */
export const clearResourcesAtom = atom(null, (_get, set) => {
  running?.abort();
  running = null;
  set(resourceSearchAtom, { status: 'idle' });
  set(focusedResourceAtom, null);
});
