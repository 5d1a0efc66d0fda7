import { describe, expect, it } from 'vitest';
import {
  invertOpacity,
  markerAlpha,
  markerFontPx,
  markerGeometry,
  snapPercent,
  vehicleLocks,
} from './marker.js';

describe('marker', () => {
  it.each([
    ['small', 40, 54, 8],
    ['medium', 52, 66, 10],
    ['large', 60, 74, 12],
  ] as const)('%s is %ix%i with %ipx text, anchored at the tip', (size, w, h, font) => {
    expect(markerGeometry(size)).toEqual({ width: w, height: h, anchor: { x: w / 2, y: h } });
    expect(markerFontPx(size)).toBe(font);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [50, 50],
    [96, 100],
    [140, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('snaps %s to %s', (v, out) => expect(snapPercent(v)).toBe(out));

  it.each([
    [0, 100],
    [30, 70],
    [100, 0],
  ])('stored %i shows as %i, and back', (stored, shown) => {
    expect(invertOpacity(stored)).toBe(shown);
    expect(invertOpacity(shown)).toBe(stored);
  });

  it('draws with the stored percentage as alpha', () => expect(markerAlpha(70)).toBe(0.7));

  it('shows the lock panel only with an enabled output', () => {
    expect(vehicleLocks({ tracker_configuration: null }).visible).toBe(false);
    expect(
      vehicleLocks({
        tracker_configuration: {
          dout_1: { enable: false, value: true },
          dout_2: { enable: true, value: true },
        },
      }),
    ).toEqual({ visible: true, outputs: [{ output: 2, locked: true }] });
  });
});
