import Delaunator from 'delaunator';
import { MinHeap } from '@fleetdeck/shared/roads';

/**
 * A concave hull with a maximum edge length: the χ-shape of Duckham et al. (2008). Start from the
 * Delaunay triangulation (its outline is the convex hull) and, longest first, remove a boundary
 * triangle whose boundary edge is longer than `maxEdge` as long as its third vertex is not on the
 * boundary yet (which keeps the outline one simple polygon). The outline left is the hull: every
 * edge is at most `maxEdge` except where removing more would pinch the polygon in two.
 *
 * Points are [x, y] in a planar unit (metres); returns a closed ring (first point repeated), or
 * the points themselves when fewer than three are not collinear.
 */
export function chiShape(points: readonly [number, number][], maxEdge: number): [number, number][] {
  if (points.length < 3) return points.map((p) => [p[0], p[1]]);
  const coords = new Float64Array(points.length * 2);
  points.forEach(([x, y], i) => {
    coords[2 * i] = x;
    coords[2 * i + 1] = y;
  });
  const d = new Delaunator(coords);
  const { triangles, halfedges } = d;
  if (triangles.length === 0) return points.map((p) => [p[0], p[1]]);
  const next = (e: number): number => (e % 3 === 2 ? e - 2 : e + 1);
  const prev = (e: number): number => (e % 3 === 0 ? e + 2 : e - 1);
  const length = (e: number): number => {
    const a = triangles[e] as number;
    const b = triangles[next(e)] as number;
    return Math.hypot(
      (coords[2 * b] as number) - (coords[2 * a] as number),
      (coords[2 * b + 1] as number) - (coords[2 * a + 1] as number),
    );
  };
  const alive = new Uint8Array(triangles.length / 3).fill(1);
  const onBoundary = new Uint8Array(points.length);
  const heap = new MinHeap(); // keyed by minus the length: longest first
  for (let e = 0; e < halfedges.length; e++) {
    if (halfedges[e] !== -1) continue;
    onBoundary[triangles[e] as number] = 1;
    const len = length(e);
    if (len > maxEdge) heap.push(e, -len);
  }
  while (heap.size > 0) {
    const e = heap.pop();
    const t = Math.floor(e / 3);
    if (!alive[t]) continue;
    const v = triangles[prev(e)] as number; // the triangle's third vertex
    if (onBoundary[v]) continue;
    alive[t] = 0;
    onBoundary[v] = 1;
    for (const side of [next(e), prev(e)]) {
      const o = halfedges[side] as number;
      if (o === -1) continue;
      const len = length(o);
      if (len > maxEdge) heap.push(o, -len);
    }
  }
  // The outline: halfedges of live triangles whose twin is missing or removed, chained by vertex.
  const outgoing = new Map<number, number>();
  for (let e = 0; e < triangles.length; e++) {
    if (!alive[Math.floor(e / 3)]) continue;
    const o = halfedges[e] as number;
    if (o !== -1 && alive[Math.floor(o / 3)]) continue;
    outgoing.set(triangles[e] as number, e);
  }
  const first = outgoing.keys().next().value as number;
  const ring: [number, number][] = [];
  let v = first;
  for (let guard = 0; guard <= outgoing.size; guard++) {
    ring.push([coords[2 * v] as number, coords[2 * v + 1] as number]);
    const e = outgoing.get(v);
    if (e === undefined) break;
    v = triangles[next(e)] as number;
    if (v === first) break;
  }
  ring.push([ring[0]?.[0] as number, ring[0]?.[1] as number]);
  return ring;
}
