import { describe, expect, it } from 'vitest';
import { DerivedFleet } from '../../data/derivedFleet.js';
import { markerStyle } from '../markerStyle.js';
import { derivedView, testTruck } from '../testFleet.js';
import { VehicleBuffers } from '../vehicleBuffers.js';
import { markerOffsets, vehicleMarkerLayers } from './vehicleMarkers.js';

const atlas = { width: 1, height: 1, data: new Uint8ClampedArray(4) } as unknown as ImageData;

function fleet() {
  const buffers = new VehicleBuffers(markerStyle('truck', () => [1, 2, 3, 255]));
  buffers.apply(derivedView(new DerivedFleet(), [testTruck(1, 9, 45), testTruck(2, 10, 46)], true));
  return buffers;
}

describe('vehicleMarkerLayers', () => {
  it('draws drop, glyph, arrow and badges over the same typed arrays, no per-row accessors', () => {
    const buffers = fleet();
    const layers = vehicleMarkerLayers({ buffers, atlas, size: 'medium', visible: true });
    expect(layers.map((l) => l.id)).toEqual([
      'vehicles',
      'vehicle-glyphs',
      'vehicle-arrows',
      'vehicle-alerts',
      'vehicle-hooks',
    ]);
    for (const layer of layers) {
      const data = layer.props.data as {
        length: number;
        attributes: Record<string, { value: unknown }>;
      };
      expect(data.length).toBe(2);
      expect(data.attributes['getPosition']?.value).toBe(buffers.positions);
    }
    const [drop, glyphs, arrows, alerts] = layers.map(
      (l) => (l.props.data as { attributes: Record<string, { value: unknown }> }).attributes,
    );
    expect(drop?.['getColor']?.value).toBe(buffers.colors);
    expect(drop?.['getSize']?.value).toBe(buffers.shown);
    expect(glyphs?.['instanceIconDefs']?.value).toBe(buffers.glyphs);
    expect(arrows?.['getAngle']?.value).toBe(buffers.angles);
    expect(alerts?.['getSize']?.value).toBe(buffers.alertSizes);
    expect(layers[0]?.props.pickable).toBe(true);
  });

  it('scales to the marker size setting: the drop is as tall as the spec says', () => {
    const buffers = fleet();
    const [small] = vehicleMarkerLayers({ buffers, atlas, size: 'small', visible: true });
    const [large] = vehicleMarkerLayers({ buffers, atlas, size: 'large', visible: false });
    expect(small?.props.sizeScale).toBe(54);
    expect(large?.props.sizeScale).toBe(74);
    expect(large?.props.visible).toBe(false);
    expect(markerOffsets('medium').head).toBeCloseTo(-40);
  });
});
