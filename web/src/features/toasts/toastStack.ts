import type { GeofenceEvent } from '@fleetdeck/shared';

/**
 * The toast stack's rules, without React: what is said, how geofence crossings group (one toast
 * per POI and kind, growing as trucks cross), how long each stays, and which are on show.
 */
export type ToastKind = 'success' | 'error' | 'alert';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Who said it: a feature takes back its own toasts (a new search clears the last error). */
  source: string;
  key: string;
  values?: Record<string, string | number>;
  /** When it was said or last grown (ms): it goes SHOWN_MS[kind] later. */
  at: number;
  /** A geofence toast: the crossings of one POI and kind, newest first, one per truck. */
  crossings?: GeofenceEvent[];
}
export type NewToast = Pick<Toast, 'kind' | 'source' | 'key' | 'values'>;

/** On show at once; the others wait behind "+N more". */
export const MAX_VISIBLE = 3;
/** Kept at most (the oldest go first): a runaway source cannot grow the stack for ever. */
export const MAX_KEPT = 30;
/** Plates named in a grouped geofence toast before "and N more". */
export const PLATES_NAMED = 2;
/** How long a toast stays: a geofence crossing longer than a confirmation. */
export const SHOWN_MS: Record<ToastKind, number> = { success: 5000, error: 8000, alert: 12_000 };

export const addToast = (list: readonly Toast[], toast: NewToast, id: number, now: number) =>
  [...list, { ...toast, id, at: now }].slice(-MAX_KEPT);

export const removeToast = (list: readonly Toast[], id: number): Toast[] =>
  list.filter((toast) => toast.id !== id);

export const removeSource = (list: readonly Toast[], source: string): Toast[] =>
  list.filter((toast) => toast.source !== source);

const groupOf = (event: GeofenceEvent): string => `${event.poi_id}:${event.kind}`;

/** The words of a geofence toast: one plate, a few, or the first ones "and N more". */
export function crossingWords(crossings: readonly GeofenceEvent[]): Pick<Toast, 'key' | 'values'> {
  const [newest] = crossings;
  if (!newest) throw new Error('a geofence toast needs a crossing');
  const verb = newest.kind === 'entry' ? 'entered' : 'left';
  const poi = newest.poi_description;
  if (crossings.length === 1) {
    return { key: `manage_poi.events.${verb}`, values: { plate: newest.plate, poi } };
  }
  const named = crossings.length <= PLATES_NAMED + 1 ? crossings : crossings.slice(0, PLATES_NAMED);
  const plates = named.map((c) => c.plate).join(', ');
  const more = crossings.length - named.length;
  return more === 0
    ? { key: `manage_poi.events.${verb}_group`, values: { poi, plates } }
    : { key: `manage_poi.events.${verb}_more`, values: { poi, plates, count: more } };
}

/**
 * A crossing said live: it joins the toast of its POI and kind if one is up (the truck named once,
 * newest first; the toast moves to the newest place and stays its full time again), or opens one.
 */
export function addCrossing(
  list: readonly Toast[],
  event: GeofenceEvent,
  id: number,
  now: number,
): Toast[] {
  const group = groupOf(event);
  const found = list.find((toast) => toast.crossings?.[0] && groupOf(toast.crossings[0]) === group);
  const crossings = [
    event,
    ...(found?.crossings ?? []).filter((c) => c.truck_id !== event.truck_id),
  ];
  const toast: Toast = {
    id: found?.id ?? id,
    kind: 'alert',
    source: 'geofence',
    ...crossingWords(crossings),
    at: now,
    crossings,
  };
  return [...list.filter((t) => t !== found), toast].slice(-MAX_KEPT);
}

export const expiresAt = (toast: Toast): number => toast.at + SHOWN_MS[toast.kind];

/** Each toast its full time again from `now` (once the user stops reading the stack). */
export const restarted = (list: readonly Toast[], now: number): Toast[] =>
  list.map((toast) => ({ ...toast, at: now }));

/** The toasts still due at `now`: the same list when none is due (nothing to render again). */
export function unexpired(list: Toast[], now: number): Toast[] {
  const left = list.filter((toast) => expiresAt(toast) > now);
  return left.length === list.length ? list : left;
}

/** When the next toast goes; undefined with none. */
export const nextExpiry = (list: readonly Toast[]): number | undefined =>
  list.length > 0 ? Math.min(...list.map(expiresAt)) : undefined;

/**
 * What the stack shows: the newest MAX_VISIBLE (oldest on top, the newest nearest the user's eye at
 * the bottom) and how many wait behind "+N more"; everything once expanded.
 */
export function stackView(list: readonly Toast[], expanded: boolean) {
  const shown = expanded ? list : list.slice(-MAX_VISIBLE);
  return { shown, hidden: list.length - shown.length };
}
