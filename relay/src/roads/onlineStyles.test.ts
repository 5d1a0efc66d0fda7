import { describe, expect, it } from 'vitest';
import { DEFAULT_ONLINE_STYLES, onlineOrigins, parseOnlineStyles } from './onlineStyles.js';

describe('MAP_ONLINE_STYLES', () => {
  it('offers the free OpenStreetMap styles by default: vector styles and raster tiles', () => {
    const layers = parseOnlineStyles(DEFAULT_ONLINE_STYLES);
    expect(layers.map((l) => l.id)).toEqual([
      'openfreemap_liberty',
      'openfreemap_positron',
      'osm_raster',
    ]);
    expect(layers[0]?.styleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(layers[2]).toMatchObject({
      tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(onlineOrigins(layers)).toEqual([
      'https://tiles.openfreemap.org',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('reads none as no online layer, and refuses what is not id=url', () => {
    expect(parseOnlineStyles('none')).toEqual([]);
    expect(parseOnlineStyles('a=http://127.0.0.1:9/s.json,')).toEqual([
      { id: 'a', styleUrl: 'http://127.0.0.1:9/s.json' },
    ]);
    expect(() => parseOnlineStyles('http://x.org/style')).toThrow(/id=url/);
    expect(() => parseOnlineStyles('a=ftp://x.org/style')).toThrow(/http/);
    expect(() => parseOnlineStyles('a=http://x.org/1,a=http://x.org/2')).toThrow(/twice/);
  });
});
