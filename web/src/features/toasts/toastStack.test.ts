import type { GeofenceEvent } from '@fleetdeck/shared';
import { describe, expect, it } from 'vitest';
import {
  addCrossing,
  addToast,
  MAX_KEPT,
  nextExpiry,
  removeSource,
  restarted,
  SHOWN_MS,
  stackView,
  unexpired,
  type Toast,
} from './toastStack.js';

const crossing = (truck: number, over: Partial<GeofenceEvent> = {}): GeofenceEvent => ({
  id: truck * 100 + (over.poi_id ?? 1),
  poi_id: 1,
  poi_description: 'Deposito Verona',
  truck_id: truck,
  plate: `PL${truck}`,
  kind: 'entry',
  at: '2026-12-01T10:00:00Z',
  lat: 45.4,
  lng: 11,
  ...over,
});
const said = (n: number): Toast[] =>
  Array.from({ length: n }, (_, i) => i).reduce<Toast[]>(
    (list, i) => addToast(list, { kind: 'success', source: 'poi', key: `k${i}` }, i + 1, i),
    [],
  );

describe('the toast stack', () => {
  it('shows the newest three and counts the rest behind "+N more", all once expanded', () => {
    const list = said(5);
    const view = stackView(list, false);
    expect(view.shown.map((t) => t.key)).toEqual(['k2', 'k3', 'k4']);
    expect(view.hidden).toBe(2);
    expect(stackView(list, true)).toEqual({ shown: list, hidden: 0 });
    expect(stackView(said(3), false).hidden).toBe(0);
  });

  it('keeps at most MAX_KEPT, dropping the oldest', () => {
    const list = said(MAX_KEPT + 4);
    expect(list).toHaveLength(MAX_KEPT);
    expect(list[0]?.key).toBe('k4');
  });

  it('groups crossings per POI and kind, one toast updated as trucks come', () => {
    let list = addCrossing([], crossing(1), 10, 0);
    expect(list).toEqual([
      expect.objectContaining({
        id: 10,
        kind: 'alert',
        key: 'manage_poi.events.entered',
        values: { plate: 'PL1', poi: 'Deposito Verona' },
      }),
    ]);
    list = addCrossing(list, crossing(2), 11, 1);
    list = addCrossing(list, crossing(3), 12, 2);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 10,
      key: 'manage_poi.events.entered_group',
      values: { poi: 'Deposito Verona', plates: 'PL3, PL2, PL1' },
      at: 2,
    });
    list = addCrossing(list, crossing(4), 13, 3);
    list = addCrossing(list, crossing(5), 14, 4);
    expect(list[0]).toMatchObject({
      key: 'manage_poi.events.entered_more',
      values: { poi: 'Deposito Verona', plates: 'PL5, PL4', count: 3 },
    });
    // A truck entering again is named once, as the newest.
    list = addCrossing(list, crossing(2), 15, 5);
    expect(list[0]?.crossings?.map((c) => c.plate)).toEqual(['PL2', 'PL5', 'PL4', 'PL3', 'PL1']);
  });

  it('keeps another POI or the other kind in a toast of its own, and moves a grown one last', () => {
    let list = addCrossing([], crossing(1), 1, 0);
    list = addCrossing(list, crossing(2, { kind: 'exit' }), 2, 0);
    list = addCrossing(list, crossing(3, { poi_id: 2, poi_description: 'Porto' }), 3, 0);
    expect(list.map((t) => t.key)).toEqual([
      'manage_poi.events.entered',
      'manage_poi.events.left',
      'manage_poi.events.entered',
    ]);
    list = addCrossing(list, crossing(4), 4, 1);
    expect(list.map((t) => t.id)).toEqual([2, 3, 1]);
    expect(list.at(-1)?.values).toEqual({ poi: 'Deposito Verona', plates: 'PL4, PL1' });
  });

  it('lets each toast go after its time, and tells when the next goes', () => {
    let list = addToast([], { kind: 'success', source: 'tags', key: 'a' }, 1, 0);
    list = addToast(list, { kind: 'error', source: 'tags', key: 'b' }, 2, 0);
    list = addCrossing(list, crossing(1), 3, 1000);
    expect(unexpired(list, 0)).toBe(list);
    expect(nextExpiry(list)).toBe(SHOWN_MS.success);
    const later = unexpired(list, SHOWN_MS.success);
    expect(later.map((t) => t.id)).toEqual([2, 3]);
    expect(nextExpiry(later)).toBe(SHOWN_MS.error);
    // Growing a geofence toast gives it its full time again.
    list = addCrossing(later, crossing(2), 4, 5000);
    expect(unexpired(list, SHOWN_MS.alert + 1000).map((t) => t.id)).toEqual([3]);
    expect(unexpired(list, 5000 + SHOWN_MS.alert)).toEqual([]);
    expect(nextExpiry([])).toBeUndefined();
  });

  it('gives every toast its full time again while the user reads the stack', () => {
    const list = restarted(said(2), 9000);
    expect(list.map((t) => t.at)).toEqual([9000, 9000]);
    expect(nextExpiry(list)).toBe(9000 + SHOWN_MS.success);
  });

  it('takes back the toasts of one source only', () => {
    let list = addToast([], { kind: 'error', source: 'passage', key: 'a' }, 1, 0);
    list = addToast(list, { kind: 'success', source: 'tags', key: 'b' }, 2, 0);
    expect(removeSource(list, 'passage').map((t) => t.id)).toEqual([2]);
  });
});
