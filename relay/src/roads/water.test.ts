import { describe, expect, it } from 'vitest';
import { ringAreaKm2, simplifyRing, waterFeatures, type PolygonRings } from './water.js';

/** A closed square ring of `side` degrees with its south-west corner at lng, lat. */
const square = (lng: number, lat: number, side: number): number[][] => [
  [lng, lat],
  [lng + side, lat],
  [lng + side, lat + side],
  [lng, lat + side],
  [lng, lat],
];

describe('ringAreaKm2', () => {
  it('measures a 0.1° square at the equator as about 123 km², smaller further north', () => {
    expect(ringAreaKm2(square(0, 0, 0.1))).toBeCloseTo(123.6, 0);
    expect(ringAreaKm2(square(10, 60, 0.1))).toBeCloseTo(
      123.6 * Math.cos(60.05 * (Math.PI / 180)),
      0,
    );
  });
});

describe('simplifyRing', () => {
  it('rounds to 3 decimals, drops near points and keeps the ring closed', () => {
    const ring = [
      [10.00012, 45.00049],
      [10.0005, 45.0004],
      [10.2, 45],
      [10.2, 45.2],
      [10.0001, 45.2],
      [10.00011, 45.0001],
    ];
    expect(simplifyRing(ring)).toEqual([
      [10, 45],
      [10.2, 45],
      [10.2, 45.2],
      [10, 45.2],
      [10, 45],
    ]);
  });

  it('gives up a ring that collapses to less than a triangle', () => {
    expect(simplifyRing(square(10, 45, 0.001))).toBeUndefined();
  });
});

describe('waterFeatures', () => {
  const lake = (lng: number, lat: number, side: number): PolygonRings => [square(lng, lat, side)];
  const garda = lake(10.6, 45.5, 0.2); // ~343 km²
  const speck = lake(11.5, 45.5, 0.02); // ~3 km², alone
  const gardaEnd = lake(10.61, 45.47, 0.02); // ~3 km², touching Garda's box
  const sliver = lake(10.9, 45.5, 0.005); // ~0.2 km², next to nothing
  const ontario = lake(-78, 43.5, 1); // outside the map's area

  it('keeps the big lakes in the area and the small pieces of a big one, not the specks', () => {
    const { features } = waterFeatures([garda, speck, gardaEnd, sliver, ontario], []);
    expect(features.map((f) => f.geometry.coordinates[0]?.[0])).toEqual([
      [10.6, 45.5],
      [10.61, 45.47],
    ]);
    expect(
      features.every((f) => f.properties.kind === 'lake' && f.geometry.type === 'Polygon'),
    ).toBe(true);
  });

  it('keeps a lake reaching into the area from outside, with its islands', () => {
    const island = square(-12.1, 50.1, 0.05);
    const { features } = waterFeatures([[square(-12.5, 50, 0.6), island]], []);
    expect(features[0]?.geometry.coordinates).toHaveLength(2);
  });

  it('keeps river pieces of 1 km² as rivers, and drops their slivers', () => {
    const danube = lake(16.4, 48.2, 0.012); // ~1.2 km²
    const { features } = waterFeatures([], [danube, sliver]);
    expect(features).toHaveLength(1);
    expect(features[0]?.properties.kind).toBe('river');
  });
});
