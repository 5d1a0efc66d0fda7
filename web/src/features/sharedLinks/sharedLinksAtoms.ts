import { atom } from 'jotai';
import type { SharedLinkGroups } from '@fleetdeck/shared';
import { fetchLinks } from './sharedLinksApi.js';

export type LinksState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; groups: SharedLinkGroups };

export const linksStateAtom = atom<LinksState>({ status: 'loading' });

/** Reloads the list (after create, edit, delete, on mount); keeps the old list while loading. */
export const reloadLinksAtom = atom(null, async (get, set) => {
  if (get(linksStateAtom).status !== 'ready') set(linksStateAtom, { status: 'loading' });
  try {
    set(linksStateAtom, { status: 'ready', groups: await fetchLinks() });
  } catch (error) {
    console.error('shared links failed to load', error);
    set(linksStateAtom, { status: 'error' });
  }
});

/** The sidebar counter: links a customer can open now or later (not the expired ones). */
export function openLinkCount(state: LinksState): number | undefined {
  return state.status === 'ready'
    ? state.groups.active.length + state.groups.upcoming.length
    : undefined;
}
