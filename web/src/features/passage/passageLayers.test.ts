import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { passageLayerBuilder, type PassageColours } from './passageLayers.js';

const colours: PassageColours = {
  area: [1, 2, 3, 255],
  track: [4, 5, 6, 255],
  marker: [7, 8, 9, 255],
};
const byId = (layers: Layer[]) => Object.fromEntries(layers.map((l) => [l.id, l.props]));

describe('the passage layers', () => {
  it('draws nothing without an address, every layer kept hidden in the stack', () => {
    const layers = passageLayerBuilder(colours)({
      centre: undefined,
      radiusKm: 0.1,
      track: undefined,
    });
    expect(layers.map((l) => l.id)).toEqual([
      'passage-circle',
      'passage-track',
      'passage-track-reports',
      'passage-marker',
    ]);
    expect(layers.every((l) => l.props.visible === false)).toBe(true);
  });

  it('draws the circle in metres on the ground (radius km x 1000) and the marker at the address', () => {
    const build = passageLayerBuilder(colours);
    const centre: [number, number] = [9.19, 45.46];
    const first = byId(build({ centre, radiusKm: 0.1, track: undefined }));
    expect(first['passage-circle']).toMatchObject({
      visible: true,
      getRadius: 100,
      radiusUnits: 'meters',
      getFillColor: [1, 2, 3, 40],
      updateTriggers: { getRadius: 100 },
    });
    expect(first['passage-marker']).toMatchObject({ visible: true, getFillColor: [7, 8, 9, 255] });
    // A new radius is an attribute update: the circle's data is the same object.
    const wider = byId(build({ centre, radiusKm: 2.5, track: undefined }));
    expect(wider['passage-circle']).toMatchObject({ getRadius: 2500 });
    expect(wider['passage-circle']!.data).toBe(first['passage-circle']!.data);
  });

  it("draws the selected passage's track as a line with its reports", () => {
    const track: [number, number][] = [
      [9.18, 45.46],
      [9.19, 45.46],
      [9.2, 45.461],
    ];
    const layers = byId(
      passageLayerBuilder(colours)({ centre: [9.19, 45.46], radiusKm: 0.1, track }),
    );
    expect(layers['passage-track']).toMatchObject({ visible: true, data: [track] });
    expect(layers['passage-track-reports']).toMatchObject({ visible: true, data: track });
    // A lone report is a dot, not a line.
    const lone = byId(
      passageLayerBuilder(colours)({
        centre: [9.19, 45.46],
        radiusKm: 0.1,
        track: [[9.19, 45.46]],
      }),
    );
    expect(lone['passage-track']!.visible).toBe(false);
    expect(lone['passage-track-reports']!.visible).toBe(true);
  });
});
