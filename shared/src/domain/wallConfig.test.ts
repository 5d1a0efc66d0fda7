import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WALL_CONFIG,
  DEFAULT_WALL_LAYERS,
  wallConfigOf,
  wallConfigSchema,
} from './wallConfig.js';

describe('the wall configuration in the company store', () => {
  it('reads a saved one and falls back to the default for none or a broken one', () => {
    const saved = {
      views: [
        {
          name: 'Nord',
          tiles: ['map', 'alerts'],
          area: { lng: 9.2, lat: 45.5, zoom: 8 },
          filters: { status: 'moving', tag: 3 },
          layers: { clusters: false, labels: true, traffic: true, pois: false },
        },
      ],
      rotateSeconds: 30,
    };
    expect(wallConfigOf({ wall: saved, other: 1 })).toEqual(saved);
    expect(wallConfigOf({})).toEqual(DEFAULT_WALL_CONFIG);
    expect(wallConfigOf(null)).toEqual(DEFAULT_WALL_CONFIG);
    expect(wallConfigOf({ wall: { views: [], rotateSeconds: 30 } })).toEqual(DEFAULT_WALL_CONFIG);
  });

  it('reads a view saved before filters and layers as every truck with the default layers', () => {
    const older = { views: [{ name: '', tiles: ['map'], area: null }], rotateSeconds: 0 };
    expect(wallConfigOf({ wall: older }).views[0]).toEqual({
      name: '',
      tiles: ['map'],
      area: null,
      filters: {},
      layers: DEFAULT_WALL_LAYERS,
    });
  });

  it('refuses a view without tiles, or with a filter or layer the map does not have, naming it', () => {
    const issuePath = (view: Record<string, unknown>) =>
      wallConfigSchema.safeParse({
        views: [{ name: 'x', tiles: ['map'], area: null, ...view }],
        rotateSeconds: 0,
      }).error?.issues[0]?.path;
    expect(issuePath({ tiles: [] })).toEqual(['views', 0, 'tiles']);
    expect(issuePath({ filters: { status: 'parked' } })).toEqual(['views', 0, 'filters', 'status']);
    expect(issuePath({ filters: { tag: 0 } })).toEqual(['views', 0, 'filters', 'tag']);
    expect(issuePath({ filters: { plate: 'AB' } })).toEqual(['views', 0, 'filters']);
    expect(issuePath({ layers: { clusters: true, labels: true, traffic: true } })).toEqual([
      'views',
      0,
      'layers',
      'pois',
    ]);
  });
});
