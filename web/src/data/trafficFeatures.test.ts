import { describe, expect, it } from 'vitest';
import { trafficItems } from './trafficFeatures.js';

const point = (properties: Record<string, unknown>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9, 45] },
  properties,
});

describe('trafficItems', () => {
  it('keeps severity 2 and up, names categories like the toggles, skips malformed features', () => {
    const items = trafficItems({
      at: 0,
      features: [
        point({ id: 'a', type_code: 'FOG', category: 'natural events', severity: 3 }),
        point({ id: 'b', type_code: 'ACC', category: 'accidents', severity: 1 }),
        point({ id: 'c', type_code: 610, severity: 9 }),
        { type: 'Feature', geometry: null, properties: {} },
      ],
    });
    expect(items.map((i) => [i.id, i.category, i.severity])).toEqual([
      ['a', 'natural_events', 3],
      ['c', 'accidents', 5],
    ]);
  });
});
