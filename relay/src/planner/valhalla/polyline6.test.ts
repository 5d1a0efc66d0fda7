import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePolyline6, encodePolyline6 } from './polyline6.js';

describe('polyline6', () => {
  it("decodes Google's documented example at Valhalla's precision (a tenth of its degrees)", () => {
    // Google: "_p~iF~ps|U_ulLnnqC_mqNvxq`@" is (38.5, -120.2), (40.7, -120.95), (43.252, -126.453) at 1e-5.
    expect(decodePolyline6('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-12.02, 3.85],
      [-12.095, 4.07],
      [-12.6453, 4.3252],
    ]);
  });

  it('round-trips any route to the micro-degree', () => {
    const point = fc.tuple(
      fc.integer({ min: -180_000_000, max: 180_000_000 }),
      fc.integer({ min: -90_000_000, max: 90_000_000 }),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (raw) => {
        const points = raw.map(([x, y]) => [x / 1e6, y / 1e6] as [number, number]);
        expect(decodePolyline6(encodePolyline6(points))).toEqual(points);
      }),
    );
  });
});
