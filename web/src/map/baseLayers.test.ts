import { describe, expect, it } from 'vitest';
import { buildAbility } from '@fleetdeck/shared';
import { baseLayerChoice, OFFLINE_LAYER, onlineStyle, styleKey } from './baseLayers.js';

const config = {
  onlineLayers: [
    { id: 'openfreemap_liberty', styleUrl: 'https://tiles.openfreemap.org/styles/liberty' },
    {
      id: 'osm_raster',
      tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OSM',
    },
  ],
};

describe('base layer choice', () => {
  const ability = buildAbility({ rules: [], rulesLoaded: true });

  it('defaults to the first online layer, the offline map always offered', () => {
    const choice = baseLayerChoice(config, ability, 'osm');
    expect(choice.choices).toEqual([OFFLINE_LAYER, 'openfreemap_liberty', 'osm_raster']);
    expect(choice.active).toBe('openfreemap_liberty');
    expect(choice.style).toBe('https://tiles.openfreemap.org/styles/liberty');
  });

  it('keeps a stored choice, and the offline map with no online layer', () => {
    expect(baseLayerChoice(config, ability, OFFLINE_LAYER).style).toBeUndefined();
    expect(baseLayerChoice({ onlineLayers: [] }, ability, 'osm_raster').active).toBe(OFFLINE_LAYER);
    const raster = baseLayerChoice(config, ability, 'osm_raster').style;
    expect(typeof raster === 'object' && raster.sources.tiles).toMatchObject({
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      attribution: '© OSM',
    });
  });

  it('names online styles apart from the offline one', () => {
    const raster = onlineStyle(config.onlineLayers[1]!);
    expect(raster && styleKey(raster, 'offline-name')).toBe('online:osm_raster');
    expect(styleKey('https://x.org/style', 'offline-name')).toBe('https://x.org/style');
    expect(
      styleKey({ version: 8, name: 'offline-name', sources: {}, layers: [] }, 'offline-name'),
    ).toBeUndefined();
  });
});
