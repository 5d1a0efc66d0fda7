// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { mapOverlays$, mapPointRequest$ } from '../../map/mapOverlays.js';
import { poiFormAtom, selectingOnMapAtom, startCreateAtom } from './poiAtoms.js';
import { PoiMapParts } from './PoiMapParts.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
const render = () =>
  dom.render(
    <Provider store={store}>
      <PoiMapParts />
    </Provider>,
  );
const overlayIds = () => mapOverlays$.value.map((layer) => layer.id);

beforeEach(() => {
  store = createStore();
  store.set(startCreateAtom);
});

describe('select on map', () => {
  it('takes the next click on the map as the point, keeping the typed address', () => {
    render();
    act(() => store.set(poiFormAtom, { ...store.get(poiFormAtom), address: 'Via Roma 1' }));
    act(() => store.set(selectingOnMapAtom, true));
    expect(mapPointRequest$.value).not.toBeNull();
    act(() => mapPointRequest$.value?.([11.34, 44.49]));
    expect(store.get(poiFormAtom)).toMatchObject({
      address: 'Via Roma 1',
      place: { label: 'Via Roma 1', lat: 44.49, lng: 11.34 },
    });
    expect(store.get(selectingOnMapAtom)).toBe(false);
    expect(mapPointRequest$.value).toBeNull();
    // The point is drawn while the form is open; the circle once there is a radius.
    expect(overlayIds()).toEqual(['poi-draft-circle', 'poi-draft-marker']);
    expect(mapOverlays$.value[0]?.props.visible).toBe(false);
    act(() => store.set(poiFormAtom, { ...store.get(poiFormAtom), radius: '300' }));
    expect(mapOverlays$.value[0]?.props).toMatchObject({ visible: true, getRadius: 300 });
  });

  it('is cancelled by Esc, which leaves the panel open', () => {
    render();
    act(() => store.set(selectingOnMapAtom, true));
    const panelKey = { escaped: false };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') panelKey.escaped = true;
    };
    document.addEventListener('keydown', onKey);
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    document.removeEventListener('keydown', onKey);
    expect(store.get(selectingOnMapAtom)).toBe(false);
    expect(mapPointRequest$.value).toBeNull();
    expect(panelKey.escaped).toBe(false);
    expect(store.get(poiFormAtom).place).toBeNull();
  });
});
