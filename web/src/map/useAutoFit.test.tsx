// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { DerivedFleet } from '../data/derivedFleet.js';
import { derivedView, testTruck } from '../../test/testFleet.js';
import { useAutoFit } from './useAutoFit.js';
import { VehicleBuffers } from './vehicles/vehicleBuffers.js';
import { markerStyle } from './vehicles/markerStyle.js';
import type { VehicleBuffersState } from './vehicles/vehicleStream.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A map whose fit ends at once and re-emits the vehicle state, as MapLibre does when a new fit
 * interrupts the last one (its moveend is synchronous) and the settled camera feeds the stream.
 */
function fakeMap(onFit: () => void) {
  let fits = 0;
  let bounds: unknown;
  const container = document.createElement('div');
  document.body.append(container);
  const map = {
    on: () => map,
    off: () => map,
    getZoom: () => 6,
    // Alone on the page: nothing covers it.
    getContainer: () => container,
    fitBounds: (box: unknown) => {
      fits += 1;
      bounds = box;
      if (fits < 50) onFit();
    },
    flyTo: () => undefined,
    easeTo: () => undefined,
  };
  return { map: map as unknown as MaplibreMap, fits: () => fits, bounds: () => bounds };
}

function Probe(props: { map: MaplibreMap; state$: BehaviorSubject<VehicleBuffersState> }) {
  useAutoFit(props.map, props.state$, undefined, true);
  return null;
}

describe('useAutoFit', () => {
  it('fits a new snapshot once, even when the fit re-emits the same view with a new camera', () => {
    const derived = new DerivedFleet();
    const view = derivedView(derived, [testTruck(1, 9, 45), testTruck(2, 12, 42)], true);
    const buffers = new VehicleBuffers(markerStyle('truck', () => [0, 0, 0, 255]));
    buffers.apply(view);
    const state = (): VehicleBuffersState => ({ buffers, version: buffers.version, seq: 1, view });
    const state$ = new BehaviorSubject<VehicleBuffersState>(state());
    const { map, fits } = fakeMap(() => state$.next({ ...state$.value }));
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe map={map} state$={state$} />));
    expect(fits()).toBe(1);
    // A later snapshot (a new full view) is fitted again.
    const next = derivedView(derived, [testTruck(1, 9, 45), testTruck(2, 13, 41)], true);
    buffers.apply(next);
    act(() => state$.next({ buffers, version: buffers.version, seq: 2, view: next }));
    expect(fits()).toBe(2);
    act(() => root.unmount());
  });

  it('fits only the trucks a map view lets through', () => {
    const derived = new DerivedFleet();
    const trucks = [testTruck(1, 9, 45), testTruck(2, 12, 42), testTruck(3, 13, 41)];
    const view = derivedView(derived, trucks, true);
    const buffers = new VehicleBuffers(markerStyle('truck', () => [0, 0, 0, 255]));
    buffers.apply(view);
    buffers.setMask((d) => d.id !== 3, view);
    const state$ = new BehaviorSubject<VehicleBuffersState>({
      buffers,
      version: buffers.version,
      seq: 1,
      view,
    });
    const { map, bounds } = fakeMap(() => undefined);
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe map={map} state$={state$} />));
    expect(bounds()).toEqual([
      [9, 42],
      [12, 45],
    ]);
    act(() => root.unmount());
  });
});
