import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiShape } from './hull.js';
import { ringContains } from './reachable.js';

const edges = (ring: [number, number][]): number[] =>
  ring.slice(1).map((p, i) => Math.hypot(p[0] - ring[i]![0], p[1] - ring[i]![1]));

/** Is the ring simple (no two non-adjacent edges cross)? */
function simple(ring: [number, number][]): boolean {
  const cross = (a: number[], b: number[], c: number[]) =>
    (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);
  const n = ring.length - 1;
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [a, b, c, d] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
      if (cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0) return false;
    }
  return true;
}

describe('χ-shape concave hull', () => {
  it('follows a C-shaped cloud: the bay stays outside, edges at most the bound', () => {
    const pts: [number, number][] = [];
    for (let x = 0; x <= 100; x += 2)
      for (let y = 0; y <= 100; y += 2) if (x <= 20 || y <= 20 || y >= 80) pts.push([x, y]);
    const ring = chiShape(pts, 5);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(Math.max(...edges(ring))).toBeLessThanOrEqual(5);
    expect(ringContains(ring, 60, 50)).toBe(false); // the bay
    expect(ringContains(ring, 10, 50)).toBe(true);
    expect(ringContains(ring, 60, 10)).toBe(true);
    expect(ringContains(ring, 60, 90)).toBe(true);
    expect(simple(ring)).toBe(true);
  });

  it('is the convex hull when the bound is larger than the cloud', () => {
    const ring = chiShape(
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [5, 5],
        [2, 7],
      ],
      1_000,
    );
    expect(ring).toHaveLength(5);
    expect(ringContains(ring, 5, 5)).toBe(true);
  });

  it('always gives a simple closed ring holding every point (random clouds)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
          minLength: 5,
          maxLength: 120,
        }),
        fc.integer({ min: 50, max: 600 }),
        (raw, bound) => {
          const pts = [...new Map(raw.map((p) => [`${p[0]},${p[1]}`, p])).values()];
          const ring = chiShape(pts, bound);
          if (ring.length < 4) return; // collinear clouds
          expect(ring[0]).toEqual(ring[ring.length - 1]);
          expect(simple(ring)).toBe(true);
          // Every point is inside or on the outline (a vertex, or on an edge).
          for (const p of pts) {
            const onVertex = ring.some((r) => r[0] === p[0] && r[1] === p[1]);
            const onEdge = ring.slice(1).some((b, i) => {
              const a = ring[i]!;
              const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
              const within =
                Math.min(a[0], b[0]) <= p[0] &&
                p[0] <= Math.max(a[0], b[0]) &&
                Math.min(a[1], b[1]) <= p[1] &&
                p[1] <= Math.max(a[1], b[1]);
              return cross === 0 && within;
            });
            expect(onVertex || onEdge || ringContains(ring, p[0], p[1])).toBe(true);
          }
        },
      ),
      { numRuns: 100, seed: 9 },
    );
  });
});
