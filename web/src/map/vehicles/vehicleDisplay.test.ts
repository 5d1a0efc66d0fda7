import { ScatterplotLayer } from '@deck.gl/layers';
import { afterEach, describe, expect, it } from 'vitest';
import { displayedAs } from '../mapLayers.js';
import {
  chooseWhileDimmed,
  DIMMED_OPACITY,
  requestDim,
  vehicleDim$,
  vehicleDisplay,
} from './vehicleDisplay.js';

afterEach(() => vehicleDim$.next({ requests: new Set() }));

describe('vehicles on the map', () => {
  it("follow the user's choice, dimmed while a result is on the map, back when it closes", () => {
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('show');
    requestDim('planner', true);
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('dim');
    // Hidden stays hidden.
    expect(vehicleDisplay('hide', vehicleDim$.value)).toBe('hide');
    requestDim('passage', true);
    requestDim('planner', false);
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('dim');
    requestDim('passage', false);
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('show');
  });

  it('take what the user picks while a result is on the map, until the results close', () => {
    chooseWhileDimmed('show');
    expect(vehicleDim$.value.override).toBeUndefined();
    requestDim('planner', true);
    chooseWhileDimmed('show');
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('show');
    requestDim('planner', false);
    requestDim('planner', true);
    expect(vehicleDisplay('show', vehicleDim$.value)).toBe('dim');
  });

  it("draw the vehicles' layers as they are, dimmed, or not at all", () => {
    const layers = [new ScatterplotLayer({ id: 'vehicles', data: [] })];
    expect(displayedAs(layers, 'show')[0]).toBe(layers[0]);
    expect(displayedAs(layers, 'dim')[0]?.props.opacity).toBe(DIMMED_OPACITY);
    expect(displayedAs(layers, 'dim')[0]?.props.visible).toBe(true);
    expect(displayedAs(layers, 'hide')[0]?.props.visible).toBe(false);
  });
});
