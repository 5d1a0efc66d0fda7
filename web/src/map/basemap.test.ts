// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { offlineStyle } from './basemap.js';
import { ROAD_NUMBERS_LAYER } from './labels/placeLabels.js';

describe('the offline basemap', () => {
  it('draws the ferry lines dashed and never shields their names as road numbers', () => {
    const layers = offlineStyle().layers;
    const ferries = layers.find((l) => l.id === 'ferries');
    expect(ferries).toMatchObject({
      type: 'line',
      filter: ['==', ['get', 'class'], 'ferry'],
      paint: { 'line-dasharray': [3, 3] },
    });
    const numbers = layers.find((l) => l.id === ROAD_NUMBERS_LAYER);
    expect(numbers && 'filter' in numbers ? numbers.filter : []).toContainEqual([
      '!=',
      ['get', 'class'],
      'ferry',
    ]);
  });
});
