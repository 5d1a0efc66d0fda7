import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { localXY, type RoadGraph } from '@fleetdeck/shared/roads';

/** A point on a road: the edge, metres from its `edgeFrom` end, and where it lies. */
export interface RoadSnap {
  edge: number;
  along: number;
  lat: number;
  lng: number;
  /** Metres from the asked point to the road. */
  distM: number;
}

/** How far a waypoint may be from any road (the brief's ~25 km). */
export const MAX_SNAP_M = 25_000;
/** A legal road this little farther than the nearest (illegal) one is taken instead. */
const PREFER_LEGAL_M = 2_000;

/**
 * Nearest point on the graph's roads: a k-d tree over the densified geometry (a point every ~1 km)
 * finds candidate points, then each candidate's two segments are projected on exactly.
 */
export class RoadSnapper {
  private readonly index: KDBush;
  private readonly pointEdge: Int32Array;

  constructor(private readonly g: RoadGraph) {
    const n = g.pointLat.length;
    this.index = new KDBush(n);
    for (let p = 0; p < n; p++) this.index.add(g.pointLng[p] as number, g.pointLat[p] as number);
    this.index.finish();
    this.pointEdge = new Int32Array(n);
    for (let e = 0; e < g.edgeCount; e++) this.pointEdge.fill(e, g.edgeGeom[e], g.edgeGeom[e + 1]);
  }

  /** Bytes held by the index (the k-d tree and the point-to-edge table). */
  get byteLength(): number {
    return this.index.data.byteLength + this.pointEdge.byteLength;
  }

  /** Edge of a geometry point. */
  edgeOfPoint(p: number): number {
    return this.pointEdge[p] as number;
  }

  /** Geometry points within `radiusM` of a place (unsorted ids). */
  pointsNear(lat: number, lng: number, radiusM: number): number[] {
    return around(this.index, lng, lat, Infinity, radiusM / 1000);
  }

  /**
   * The nearest road point within `maxM`, or null. `legal(edge)` marks the roads the vehicle may
   * use: a legal road at most 2 km farther than the nearest one wins.
   */
  snap(
    lat: number,
    lng: number,
    maxM = MAX_SNAP_M,
    legal: (edge: number) => boolean = () => true,
  ): RoadSnap | null {
    const g = this.g;
    // Points are ~1 km apart, so the nearest segment's ends are within maxM + 1 km.
    const ids = around(this.index, lng, lat, 64, maxM / 1000 + 1.2);
    let best: RoadSnap | null = null;
    let bestLegal: RoadSnap | null = null;
    for (const p of ids) {
      const edge = this.pointEdge[p] as number;
      const lo = g.edgeGeom[edge] as number;
      const hi = (g.edgeGeom[edge + 1] as number) - 1;
      for (const [a, b] of [
        [p - 1, p],
        [p, p + 1],
      ] as const) {
        if (a < lo || b > hi) continue;
        const s = this.project(edge, a, b, lat, lng);
        if (s.distM > maxM) continue;
        if (!best || s.distM < best.distM) best = s;
        if (legal(edge) && (!bestLegal || s.distM < bestLegal.distM)) bestLegal = s;
      }
    }
    if (bestLegal && best && bestLegal.distM <= best.distM + PREFER_LEGAL_M) return bestLegal;
    return best;
  }

  private project(edge: number, a: number, b: number, lat: number, lng: number): RoadSnap {
    const g = this.g;
    const [ax, ay] = localXY(g.pointLat[a] as number, g.pointLng[a] as number, lat, lng);
    const [bx, by] = localXY(g.pointLat[b] as number, g.pointLng[b] as number, lat, lng);
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    const d0 = g.pointDist[a] as number;
    const d1 = g.pointDist[b] as number;
    return {
      edge,
      along: d0 + (d1 - d0) * t,
      lat: (g.pointLat[a] as number) + ((g.pointLat[b] as number) - (g.pointLat[a] as number)) * t,
      lng: (g.pointLng[a] as number) + ((g.pointLng[b] as number) - (g.pointLng[a] as number)) * t,
      distM: Math.hypot(ax + t * dx, ay + t * dy),
    };
  }
}
