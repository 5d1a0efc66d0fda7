import { atom } from 'jotai';
import { showCrossingToastAtom, showToastAtom } from '../toasts/toastAtoms.js';
import type { NewToast } from '../toasts/toastStack.js';
import type { GeofenceEvent, MailOutboxEntry, Poi, PoiNotification } from '@fleetdeck/shared';
import {
  createNotification,
  createPoi,
  deleteNotification,
  deletePoi,
  fetchGeofenceEvents,
  fetchNotifications,
  fetchOutbox,
  fetchPois,
  PoiApiError,
  updateNotification,
  updatePoi,
  updatePoiColourNote,
} from './poiApi.js';
import {
  checkPoiForm,
  emptyPoiForm,
  fieldMessage,
  formFieldOf,
  formFromPoi,
  notificationPlan,
  wantedAlerts,
  type NotificationPlan,
  type PoiForm,
  type PoiFormErrors,
  type PoiServerField,
  type PoiTypeFilter,
} from './poiForm.js';

export type PoisState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pois: Poi[]; notifications: PoiNotification[] };

/** The company's POIs and their notifications, as last loaded. */
export const poisStateAtom = atom<PoisState>({ status: 'loading' });

export const poisAtom = atom((get) => {
  const state = get(poisStateAtom);
  return state.status === 'ready' ? state.pois : EMPTY;
});
const EMPTY: Poi[] = [];

/** Loads the POIs and their notifications again; the list on screen stays until the answer. */
export const reloadPoisAtom = atom(null, async (get, set) => {
  if (get(poisStateAtom).status !== 'ready') set(poisStateAtom, { status: 'loading' });
  try {
    const [pois, notifications] = await Promise.all([fetchPois(), fetchNotifications()]);
    set(poisStateAtom, { status: 'ready', pois, notifications });
  } catch (error) {
    console.error('POIs failed to load', error);
    if (get(poisStateAtom).status !== 'ready') set(poisStateAtom, { status: 'error' });
  }
});

export const notificationOf = (state: PoisState, poiId: number): PoiNotification | undefined =>
  state.status === 'ready' ? state.notifications.find((n) => n.poiId === poiId) : undefined;

/** Spec part 2 §4: the list, or the form creating or updating a POI. */
export type PoiMode = { mode: 'list' } | { mode: 'create' } | { mode: 'update'; id: number };
export const poiModeAtom = atom<PoiMode>({ mode: 'list' });
export const poiFormAtom = atom<PoiForm>(emptyPoiForm());

/** Problems shown beside the form's fields: the form's own check, or the relay's 400. */
export interface PoiFieldProblems {
  form: PoiFormErrors;
  server: Partial<Record<PoiServerField, string>>;
}
const NO_PROBLEMS: PoiFieldProblems = { form: {}, server: {} };
export const poiProblemsAtom = atom<PoiFieldProblems>(NO_PROBLEMS);
export const poiSavingAtom = atom(false);

/** The list's filter: text (debounced where typed) and type. */
export const poiFilterAtom = atom<{ text: string; type: PoiTypeFilter }>({ text: '', type: 'all' });

/** "Select on map": the next click on the live map sets the POI's point (Esc cancels). */
export const selectingOnMapAtom = atom(false);

/** The POI whose popup is open on the map. */
export const poiPopupAtom = atom<number | null>(null);

/** The POI feature's toasts, in the app's one stack. */
export const showPoiToastAtom = atom(null, (_get, set, toast: Omit<NewToast, 'source'>) =>
  set(showToastAtom, { ...toast, source: 'poi' }),
);

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Back to the list: the form is cleared (leaving update clears it, spec part 2 §4). */
export const showPoiListAtom = atom(null, (_get, set) => {
  set(poiModeAtom, { mode: 'list' });
  set(poiFormAtom, emptyPoiForm());
  set(poiProblemsAtom, NO_PROBLEMS);
  set(selectingOnMapAtom, false);
});

export const startCreateAtom = atom(null, (_get, set) => {
  set(showPoiListAtom);
  set(poiModeAtom, { mode: 'create' });
});

/** Update loads the chosen POI into the form, with its notification's alerts. */
export const startUpdateAtom = atom(null, (get, set, poi: Poi) => {
  set(showPoiListAtom);
  set(poiFormAtom, formFromPoi(poi, notificationOf(get(poisStateAtom), poi.id)));
  set(poiModeAtom, { mode: 'update', id: poi.id });
  set(poiPopupAtom, null);
});

async function runPlan(plan: NotificationPlan): Promise<void> {
  if (plan.kind === 'create') await createNotification(plan.body);
  else if (plan.kind === 'update') await updateNotification(plan.id, plan.body);
  else if (plan.kind === 'delete') await deleteNotification(plan.id);
}

const NOTIFICATION_WORD = { create: 'create', update: 'update', delete: 'delete' } as const;

/**
 * Save (spec part 2 §4, §5, §8): the form's check, then POST or PUT the POI (a 400 is shown beside
 * the field it names, and in the error toast), then its notification created, updated or deleted
 * as the alerts ask, each with its toast; back to the list once the POI is saved.
 */
export const savePoiAtom = atom(null, async (get, set) => {
  if (get(poiSavingAtom)) return;
  const form = get(poiFormAtom);
  const mode = get(poiModeAtom);
  if (mode.mode === 'list') return;
  const check = checkPoiForm(form);
  if (!check.ok) {
    set(poiProblemsAtom, { form: check.errors, server: {} });
    return;
  }
  set(poiProblemsAtom, NO_PROBLEMS);
  set(poiSavingAtom, true);
  const verb = mode.mode === 'create' ? 'add' : 'update';
  try {
    let saved: Poi;
    try {
      saved =
        mode.mode === 'create'
          ? await createPoi(check.input)
          : await updatePoi(mode.id, check.input);
    } catch (error) {
      console.warn(`POI ${verb} failed`, error);
      if (error instanceof PoiApiError && error.status === 400) {
        const field = formFieldOf(error.field);
        if (field && error.field) {
          set(poiProblemsAtom, {
            form: {},
            server: { [field]: fieldMessage(error.field, error.message) },
          });
        }
      }
      set(showPoiToastAtom, {
        kind: 'error',
        key: `manage_poi.messages.${verb}_error`,
        values: { error: errorText(error) },
      });
      return;
    }
    set(showPoiToastAtom, { kind: 'success', key: `manage_poi.messages.${verb}_success` });
    const existing = notificationOf(get(poisStateAtom), saved.id);
    const plan = notificationPlan(saved.id, existing, wantedAlerts(form));
    if (plan.kind !== 'none') {
      const word = NOTIFICATION_WORD[plan.kind];
      try {
        await runPlan(plan);
        set(showPoiToastAtom, {
          kind: 'success',
          key: `manage_poi.messages.notification_${word}_success`,
        });
      } catch (error) {
        console.warn(`POI notification ${word} failed`, error);
        set(showPoiToastAtom, {
          kind: 'error',
          key: `manage_poi.messages.notification_${word}_error`,
        });
      }
    }
    set(showPoiListAtom);
    await set(reloadPoisAtom);
  } finally {
    set(poiSavingAtom, false);
  }
});

/**
 * Delete after the confirmation (spec part 2 §5, §8): the POI, then its notification unless the
 * relay removed it with the POI (the notifications are read again first, so nothing answers 404).
 */
export const deletePoiAtom = atom(null, async (get, set, poi: Poi) => {
  try {
    await deletePoi(poi.id);
  } catch (error) {
    console.warn('POI delete failed', error);
    set(showPoiToastAtom, {
      kind: 'error',
      key: 'manage_poi.messages.delete_error',
      values: { error: errorText(error) },
    });
    return;
  }
  set(showPoiToastAtom, { kind: 'success', key: 'manage_poi.messages.delete_success' });
  if (notificationOf(get(poisStateAtom), poi.id)) {
    try {
      const left = (await fetchNotifications()).find((n) => n.poiId === poi.id);
      if (left?.id !== undefined) {
        await deleteNotification(left.id);
        set(showPoiToastAtom, {
          kind: 'success',
          key: 'manage_poi.messages.notification_delete_success',
        });
      }
    } catch (error) {
      console.warn('POI notification delete failed', error);
      set(showPoiToastAtom, {
        kind: 'error',
        key: 'manage_poi.messages.notification_delete_error',
      });
    }
  }
  if (get(poiPopupAtom) === poi.id) set(poiPopupAtom, null);
  const mode = get(poiModeAtom);
  if (mode.mode === 'update' && mode.id === poi.id) set(showPoiListAtom);
  await set(reloadPoisAtom);
});

/** The map popup's edit: colour and note only (spec part 2 §2, §7). */
export const savePopupEditAtom = atom(
  null,
  async (_get, set, edit: { id: number; color: string; note: string }) => {
    try {
      const saved = await updatePoiColourNote(edit.id, { color: edit.color, note: edit.note });
      set(showPoiToastAtom, { kind: 'success', key: 'manage_poi.messages.update_success' });
      set(poisStateAtom, (state) =>
        state.status === 'ready'
          ? { ...state, pois: state.pois.map((p) => (p.id === saved.id ? saved : p)) }
          : state,
      );
      return true;
    } catch (error) {
      console.warn('POI popup edit failed', error);
      set(showPoiToastAtom, {
        kind: 'error',
        key: 'manage_poi.messages.update_error',
        values: { error: errorText(error) },
      });
      return false;
    }
  },
);

/** Geofence crossings kept in memory: the latest loaded, then each pushed live, newest first. */
export const MAX_GEOFENCE_EVENTS = 200;
export const geofenceEventsAtom = atom<GeofenceEvent[]>([]);

/** Adds crossings (newest first), each once, keeping the newest 200. */
export function mergeEvents(
  current: readonly GeofenceEvent[],
  incoming: readonly GeofenceEvent[],
): GeofenceEvent[] {
  const byId = new Map<number, GeofenceEvent>();
  for (const event of [...incoming, ...current]) if (!byId.has(event.id)) byId.set(event.id, event);
  return [...byId.values()]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, MAX_GEOFENCE_EVENTS);
}

export const loadGeofenceEventsAtom = atom(null, async (get, set) => {
  try {
    const events = await fetchGeofenceEvents();
    set(geofenceEventsAtom, mergeEvents(get(geofenceEventsAtom), events));
  } catch (error) {
    console.warn('geofence events failed to load', error);
  }
});

/** A crossing pushed live: in the list, and said in its POI's toast (grouped per POI and kind). */
export const geofenceEventAtom = atom(null, (get, set, event: GeofenceEvent) => {
  if (get(geofenceEventsAtom).some((known) => known.id === event.id)) return;
  set(geofenceEventsAtom, mergeEvents(get(geofenceEventsAtom), [event]));
  set(showCrossingToastAtom, event);
});

export type OutboxState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: MailOutboxEntry[] };
export const outboxAtom = atom<OutboxState>({ status: 'loading' });

export const reloadOutboxAtom = atom(null, async (get, set) => {
  if (get(outboxAtom).status !== 'ready') set(outboxAtom, { status: 'loading' });
  try {
    set(outboxAtom, { status: 'ready', entries: await fetchOutbox() });
  } catch (error) {
    console.warn('alert e-mails failed to load', error);
    if (get(outboxAtom).status !== 'ready') set(outboxAtom, { status: 'error' });
  }
});
