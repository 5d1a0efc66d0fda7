import { describe, expect, it } from 'vitest';
import { placeCandidates, stopBefore } from './candidateStops.js';
import { straightRoute } from './testRoute.js';

/** One hour east along the equator from 0 to 1 degree (about 111 km). */
const route = straightRoute(
  [
    [0, 0],
    [1, 0],
  ],
  [3600],
);
const M_PER_DEG = 111_320;

describe('placeCandidates', () => {
  it('keeps candidates within the distance of the route, at their nearest point, in route order', () => {
    const placed = placeCandidates(
      route.points,
      [
        { x: 0.75, y: 500 / M_PER_DEG, name: 'North side' },
        { x: 0.25, y: -200 / M_PER_DEG, name: 'South side' },
        { x: 0.5, y: 3000 / M_PER_DEG, name: 'Three km off' },
        { x: 1.2, y: 0, name: 'Past the end' },
      ],
      1000,
    );
    expect(placed.map((p) => p.name)).toEqual(['South side', 'North side']);
    expect(placed[0]?.driveS).toBeCloseTo(900, 6);
    expect(placed[0]?.offRouteM).toBeCloseTo(200, 0);
    expect(placed[1]?.driveS).toBeCloseTo(2700, 6);
  });

  it('places a candidate on every pass of a route that comes back by it (issue 45)', () => {
    const toAndFro = straightRoute(
      [
        [0, 0],
        [1, 0],
        [0, 0],
        [1, 0],
      ],
      [3600, 3600, 3600],
    );
    const placed = placeCandidates(
      toAndFro.points,
      [{ x: 0.25, y: 300 / M_PER_DEG, name: 'Area' }],
      1000,
    );
    expect(placed.map((p) => Math.round(p.driveS))).toEqual([900, 6300, 8100]);
    expect(placed.every((p) => p.name === 'Area' && Math.abs(p.offRouteM - 300) < 1)).toBe(true);
  });
});

describe('stopBefore', () => {
  const placed = placeCandidates(
    route.points,
    [0.1, 0.3, 0.5, 0.9].map((x) => ({ x, y: 0, name: `at ${x * 60} min` })),
    100,
  );

  it('takes the last candidate within the tolerance before the limit', () => {
    expect(stopBefore(placed, 0, 2400, 40 * 60)?.name).toBe('at 30 min');
    expect(stopBefore(placed, 0, 1800, 40 * 60)?.name).toBe('at 30 min');
  });

  it('takes none when the last one lies too early, or behind the driver', () => {
    expect(stopBefore(placed, 0, 3100, 20 * 60)).toBeUndefined();
    expect(stopBefore(placed, 1800, 2400, 40 * 60)).toBeUndefined();
  });
});
