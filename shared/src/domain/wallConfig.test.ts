import { describe, expect, it } from 'vitest';
import { DEFAULT_WALL_CONFIG, wallConfigOf, wallConfigSchema } from './wallConfig.js';

describe('the wall configuration in the company store', () => {
  it('reads a saved one and falls back to the default for none or a broken one', () => {
    const saved = {
      views: [{ name: 'Nord', tiles: ['map', 'alerts'], area: { lng: 9.2, lat: 45.5, zoom: 8 } }],
      rotateSeconds: 30,
    };
    expect(wallConfigOf({ wall: saved, other: 1 })).toEqual(saved);
    expect(wallConfigOf({})).toEqual(DEFAULT_WALL_CONFIG);
    expect(wallConfigOf(null)).toEqual(DEFAULT_WALL_CONFIG);
    expect(wallConfigOf({ wall: { views: [], rotateSeconds: 30 } })).toEqual(DEFAULT_WALL_CONFIG);
  });

  it('refuses a view without tiles, naming it', () => {
    const result = wallConfigSchema.safeParse({
      views: [{ name: 'x', tiles: [], area: null }],
      rotateSeconds: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['views', 0, 'tiles']);
  });
});
