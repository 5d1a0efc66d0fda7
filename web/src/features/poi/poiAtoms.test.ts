import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { GeofenceEvent } from '@fleetdeck/shared';
import {
  geofenceEventAtom,
  geofenceEventsAtom,
  MAX_GEOFENCE_EVENTS,
  mergeEvents,
} from './poiAtoms.js';
import { toastsAtom } from '../toasts/toastAtoms.js';

const crossing = (id: number, minute: number, kind: 'entry' | 'exit' = 'entry'): GeofenceEvent => ({
  id,
  poi_id: 1,
  poi_description: 'Magazzino Nord',
  truck_id: 42,
  plate: 'AB123CD',
  kind,
  at: new Date(Date.UTC(2026, 10, 26, 8, minute)).toISOString(),
  lat: 44.5,
  lng: 11.34,
});

describe('geofence crossings in the browser', () => {
  it('keeps each crossing once, newest first, at most 200', () => {
    const many = Array.from({ length: 250 }, (_, i) => crossing(i + 1, i % 60));
    const kept = mergeEvents([], many);
    expect(kept).toHaveLength(MAX_GEOFENCE_EVENTS);
    expect(new Set(kept.map((e) => e.id)).size).toBe(MAX_GEOFENCE_EVENTS);
    expect(
      mergeEvents([crossing(1, 0)], [crossing(2, 5), crossing(1, 0)]).map((e) => e.id),
    ).toEqual([2, 1]);
  });

  it('prepends a live crossing and says it in a toast, once', () => {
    const store = createStore();
    store.set(geofenceEventsAtom, [crossing(1, 0)]);
    store.set(geofenceEventAtom, crossing(2, 3, 'exit'));
    store.set(geofenceEventAtom, crossing(2, 3, 'exit'));
    expect(store.get(geofenceEventsAtom).map((e) => e.id)).toEqual([2, 1]);
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'alert',
        key: 'manage_poi.events.left',
        values: { plate: 'AB123CD', poi: 'Magazzino Nord' },
      }),
    ]);
  });
});
