import { describe, expect, it } from 'vitest';
import type { ReachableAreasRequest } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { concaveHull, HULL, longestEdgeM, ringContains } from './reachable.js';
import { PLACES, testProvider, townPoint } from './testRoutes.js';

const { graph: g, provider } = testProvider();

const request = (overrides: Partial<ReachableAreasRequest> = {}): ReachableAreasRequest => ({
  profile: { height: 400, length: 1650, width: 254, totalPermittedWeight: 40000, numberOfAxles: 5 },
  waypoint: PLACES.verona,
  horizons: [7200],
  calculationMode: 'QUALITY',
  drivingDirection: 'OUTBOUND',
  ...overrides,
});

const inside = (ring: [number, number][], town: string): boolean => {
  const p = townPoint(g, town);
  return ringContains(ring, p.x, p.y);
};

const nearestVertexM = (ring: [number, number][], town: string): number => {
  const p = townPoint(g, town);
  return Math.min(...ring.map(([lng, lat]) => distanceM(lat, lng, p.y, p.x)));
};

describe('reachable areas', () => {
  it('a 2-hour area from Verona holds Brescia and Padova, not Rome nor Milan-far Turin', () => {
    const { polygons } = provider.reachableAreas(request());
    expect(polygons).toHaveLength(1);
    const ring = polygons[0]!.ring;
    expect(polygons[0]!.horizon).toBe(7200);
    for (const town of ['Verona', 'Brescia', 'Padova', 'Vicenza', 'Mantova', 'Trento'])
      expect(inside(ring, town), town).toBe(true);
    for (const town of ['Rome', 'Turin', 'Naples', 'Florence'])
      expect(inside(ring, town), town).toBe(false);
  });

  it('nests the horizons in the request order and keeps the hull edges short', () => {
    const { polygons } = provider.reachableAreas(request({ horizons: [7200, 1800, 3600] }));
    expect(polygons.map((p) => p.horizon)).toEqual([7200, 1800, 3600]);
    const [two, half, one] = polygons.map((p) => p.ring);
    expect(inside(half!, 'Verona')).toBe(true);
    expect(inside(half!, 'Padova')).toBe(false); // ~80 km: more than half an hour
    expect(inside(one!, 'Brescia')).toBe(true); // ~70 km of A4
    expect(inside(one!, 'Bologna')).toBe(false);
    expect(inside(two!, 'Bologna')).toBe(true);
    // The hull's edge bound (3 % for measuring on the sphere what was bounded in local metres).
    for (const ring of [two!, half!, one!])
      expect(longestEdgeM(ring)).toBeLessThanOrEqual(HULL.QUALITY.maxEdgeM * 1.03);
  });

  it('PERFORMANCE draws a coarser hull than QUALITY of the same area', () => {
    const quality = provider.reachableAreas(request()).polygons[0]!.ring;
    const fast = provider.reachableAreas(request({ calculationMode: 'PERFORMANCE' })).polygons[0]!
      .ring;
    expect(fast.length).toBeLessThan(quality.length);
    expect(inside(fast, 'Brescia')).toBe(true);
    expect(inside(fast, 'Rome')).toBe(false);
  });

  it('INBOUND (towards the point) covers the same towns on the symmetric graph', () => {
    const inbound = provider.reachableAreas(request({ drivingDirection: 'INBOUND' })).polygons[0]!
      .ring;
    expect(inside(inbound, 'Padova')).toBe(true);
    expect(inside(inbound, 'Rome')).toBe(false);
  });

  it("respects the vehicle's limits: a long truck cannot climb the SS38 to Bormio", () => {
    const from = townPoint(g, 'Tirano');
    const truck = provider.reachableAreas(request({ waypoint: from, horizons: [3600] }))
      .polygons[0]!.ring;
    const van = provider.reachableAreas(
      request({
        waypoint: from,
        horizons: [3600],
        profile: { height: 250, length: 700, totalPermittedWeight: 3500 },
      }),
    ).polygons[0]!.ring;
    expect(inside(van, 'Bormio')).toBe(true);
    expect(inside(truck, 'Bormio')).toBe(false);
    expect(nearestVertexM(truck, 'Bormio')).toBeGreaterThan(10_000);
  });
});

describe('concave hull', () => {
  it('hugs an L-shaped cloud: the notch stays outside, every point inside or on the ring', () => {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 40; i++)
      for (let j = 0; j <= 40; j++)
        if (i <= 10 || j <= 10) pts.push([10 + i * 0.01, 45 + j * 0.01]);
    const ring = concaveHull(pts, 'QUALITY');
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ringContains(ring, 10 + 0.3, 45 + 0.3)).toBe(false); // the notch
    expect(ringContains(ring, 10 + 0.05, 45 + 0.3)).toBe(true);
    expect(ringContains(ring, 10 + 0.3, 45 + 0.05)).toBe(true);
    expect(longestEdgeM(ring)).toBeLessThanOrEqual(HULL.QUALITY.maxEdgeM * 1.03);
  });
});
