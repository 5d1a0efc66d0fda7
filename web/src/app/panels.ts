import { atom } from 'jotai';

/** Panels the sidebar opens; each feature renders its panel when its key is open. */
export const PANEL_KEYS = [
  'planner',
  'tags',
  'shared_links',
  'manage_poi',
  'vehicles_passage',
  'bluetooth_devices',
] as const;
export type PanelKey = (typeof PANEL_KEYS)[number];

/**
 * Panels built so far: the others have no entry anywhere (sidebar, command palette), so nothing
 * on screen is a dead end. Each feature adds its key with its panel.
 */
export const READY_PANELS: ReadonlySet<PanelKey> = new Set<PanelKey>([
  'planner',
  'tags',
  'shared_links',
  'manage_poi',
  'vehicles_passage',
  'bluetooth_devices',
]);

export const openPanelsAtom = atom<ReadonlySet<PanelKey>>(new Set<PanelKey>());

/** Opens a panel (the palette's "open" never closes one that is open). */
export const openPanelAtom = atom(null, (get, set, key: PanelKey) => {
  if (!get(openPanelsAtom).has(key)) set(openPanelsAtom, new Set(get(openPanelsAtom)).add(key));
});

export const togglePanelAtom = atom(null, (get, set, key: PanelKey) => {
  const next = new Set(get(openPanelsAtom));
  if (next.has(key)) next.delete(key);
  else next.add(key);
  set(openPanelsAtom, next);
});

/** Counters shown on sidebar items (shared links, tags, POI, bluetooth), set by their features. */
export const panelCountersAtom = atom<Partial<Record<PanelKey, number>>>({});

/** What a counter counts, when it is not the obvious (shown beside the entry's name). */
export const panelCounterLabelsAtom = atom<Partial<Record<PanelKey, string>>>({});
