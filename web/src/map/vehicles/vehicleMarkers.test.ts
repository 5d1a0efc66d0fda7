import { describe, expect, it } from 'vitest';
import { DerivedFleet } from '../../data/derivedFleet.js';
import { markerStyle } from './markerStyle.js';
import { derivedView, testTruck } from '../../../test/testFleet.js';
import { VehicleBuffers } from './vehicleBuffers.js';
import { GpuColumns } from './gpuColumns.js';
import {
  markerOffsets,
  VEHICLE_LAYER_ID,
  vehicleIconLayers,
  vehicleMarkerLayers,
} from './vehicleMarkers.js';

const atlas = { width: 1, height: 1, data: new Uint8ClampedArray(4) } as unknown as ImageData;

function fleet() {
  const buffers = new VehicleBuffers(markerStyle('truck', () => [1, 2, 3, 255]));
  buffers.apply(derivedView(new DerivedFleet(), [testTruck(1, 9, 45), testTruck(2, 10, 46)], true));
  return buffers;
}

function fakeDevice() {
  const writes: { id: number; bytes: number }[] = [];
  let next = 0;
  const create = (byteLength: number) => {
    const id = next++;
    return {
      id,
      byteLength,
      destroyed: false,
      write(data: ArrayBufferView) {
        writes.push({ id, bytes: data.byteLength });
      },
      destroy() {
        this.destroyed = true;
      },
    };
  };
  return { create, writes };
}

describe('GpuColumns', () => {
  it('uploads each changed column once, only the slots in use, and keeps the attribute objects', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(markerStyle('truck', () => [1, 2, 3, 255]));
    buffers.apply(derivedView(derived, [testTruck(1, 9, 45), testTruck(2, 10, 46)], true));
    const device = fakeDevice();
    const columns = new GpuColumns(device.create);
    expect(columns.sync(buffers)).toBe(true);
    // Seven columns, two slots each: positions 2 x 2 floats, colours 2 x 4 bytes, glyphs 2 x 7 floats.
    expect(device.writes).toHaveLength(7);
    expect(device.writes[0]?.bytes).toBe(16);
    expect(device.writes[1]?.bytes).toBe(8);
    expect(device.writes[3]?.bytes).toBe(56);
    const positions = columns.attribute('positions');
    expect(positions).toMatchObject({ type: 'float32', size: 2, bytesPerElement: 4, stride: 8 });
    expect(columns.attribute('colors')).toMatchObject({
      type: 'unorm8',
      size: 4,
      bytesPerElement: 1,
      stride: 4,
    });
    expect(columns.sync(buffers)).toBe(false);

    device.writes.length = 0;
    buffers.apply(derivedView(derived, [testTruck(1, 9.5, 45), testTruck(2, 10, 46)], false, [1]));
    expect(columns.sync(buffers)).toBe(true);
    expect(device.writes).toEqual([{ id: 0, bytes: 16 }]);
    expect(columns.attribute('positions')).toBe(positions);
  });

  it('replaces a buffer (and its attribute) when the column outgrew it', () => {
    const derived = new DerivedFleet();
    const buffers = new VehicleBuffers(markerStyle('truck', () => [1, 2, 3, 255]));
    buffers.apply(derivedView(derived, [testTruck(1, 9, 45)], true));
    const device = fakeDevice();
    const columns = new GpuColumns(device.create);
    columns.sync(buffers);
    const positions = columns.attribute('positions');
    const layout = columns.layout;
    const many = Array.from({ length: 2000 }, (_, i) => testTruck(i + 1, 9 + i / 1000, 45));
    buffers.apply(derivedView(derived, many, true));
    columns.sync(buffers);
    expect(columns.attribute('positions')).not.toBe(positions);
    expect((positions.buffer as unknown as { destroyed: boolean }).destroyed).toBe(true);
    expect(columns.attribute('positions').buffer.byteLength).toBe(buffers.positions.byteLength);
    expect(columns.layout).toBeGreaterThan(layout);
  });
});

describe('vehicle marker layers', () => {
  it('is one composite layer under the id picking asks for', () => {
    const buffers = fleet();
    const [layer] = vehicleMarkerLayers({ buffers, atlas, size: 'medium', visible: true });
    expect(layer?.id).toBe(VEHICLE_LAYER_ID);
    expect(layer?.props.version).toBe(buffers.version);
  });

  it('draws drop, glyph, arrow and badges over the shared columns, no per-row accessors', () => {
    const buffers = fleet();
    const device = fakeDevice();
    const columns = new GpuColumns(device.create);
    columns.sync(buffers);
    const a = (name: Parameters<GpuColumns['attribute']>[0]) => columns.attribute(name);
    const data = {
      drops: { length: 2, attributes: { getPosition: a('positions'), getColor: a('colors') } },
      glyphs: {
        length: 2,
        attributes: { getPosition: a('positions'), instanceIconDefs: a('glyphs') },
      },
      arrows: { length: 2, attributes: { getPosition: a('positions'), getAngle: a('angles') } },
      alerts: { length: 2, attributes: { getPosition: a('positions'), getSize: a('alertSizes') } },
      hooks: { length: 2, attributes: { getPosition: a('positions'), getSize: a('hookSizes') } },
    };
    const layers = vehicleIconLayers(data, { atlas, size: 'medium', visible: true });
    expect(layers.map((l) => l.id)).toEqual(['drops', 'glyphs', 'arrows', 'alerts', 'hooks']);
    expect(layers.map((l) => l.props.data)).toEqual(Object.values(data));
    expect(layers.map((l) => l.props.pickable)).toEqual([true, false, false, false, false]);
    expect(layers[0]?.props.getIcon).toBe('drop');
    expect(layers[3]?.props.getIcon).toBe('alert');
  });

  it('hands deck.gl the same sublayers while a tick only changed the buffers, new ones on a new setting', () => {
    const buffers = fleet();
    const data = { length: 0, attributes: {} };
    const all = { drops: data, glyphs: data, arrows: data, alerts: data, hooks: data };
    const made = (props: { size: 'small' | 'medium'; visible: boolean }, state?: object) => {
      const [layer] = vehicleMarkerLayers({ buffers, atlas, ...props });
      if (!layer) throw new Error('no layer');
      // As deck.gl does: the state moves from the layer of the last tick to the new one.
      (layer as unknown as { state: object }).state = state ?? { data: all };
      return { layer, subs: layer.renderLayers(), state: layer.state };
    };
    const first = made({ size: 'medium', visible: true });
    const tick = made({ size: 'medium', visible: true }, first.state);
    expect(tick.subs).toBe(first.subs);
    const smaller = made({ size: 'small', visible: true }, tick.state);
    expect(smaller.subs).not.toBe(first.subs);
    expect(smaller.subs[0]?.props.sizeScale).toBe(54);
    const hidden = made({ size: 'small', visible: false }, smaller.state);
    expect(hidden.subs[0]?.props.visible).toBe(false);
    // New slot data (the slot count changed): new sublayers over it.
    const grown = made({ size: 'small', visible: false }, { ...hidden.state, data: { ...all } });
    expect(grown.subs).not.toBe(hidden.subs);
  });

  it('leaves out the badge layers no drawn vehicle needs', () => {
    const data = { length: 0, attributes: {} };
    const all = { drops: data, glyphs: data, arrows: data, alerts: data, hooks: data };
    const visible = (badges?: { alerts: number; hooks: number }) =>
      vehicleIconLayers(all, { atlas, size: 'medium', visible: true, badges }).map(
        (l) => l.props.visible,
      );
    expect(visible({ alerts: 0, hooks: 0 })).toEqual([true, true, true, false, false]);
    expect(visible({ alerts: 2, hooks: 0 })).toEqual([true, true, true, true, false]);
    expect(visible({ alerts: 0, hooks: 1 })).toEqual([true, true, true, false, true]);
    // Counts unknown (the fleet's own buffers): every layer is drawn.
    expect(visible()).toEqual([true, true, true, true, true]);
  });

  it('scales to the marker size setting: the drop is as tall as the spec says', () => {
    const data = { length: 0, attributes: {} };
    const all = { drops: data, glyphs: data, arrows: data, alerts: data, hooks: data };
    const [small] = vehicleIconLayers(all, { atlas, size: 'small', visible: true });
    const [large] = vehicleIconLayers(all, { atlas, size: 'large', visible: false });
    expect(small?.props.sizeScale).toBe(54);
    expect(large?.props.sizeScale).toBe(74);
    expect(large?.props.visible).toBe(false);
    expect(markerOffsets('medium').head).toBeCloseTo(-40);
  });
});
