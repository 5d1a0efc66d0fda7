import { distanceM, localXY, type RoadGraph } from '@fleetdeck/shared/roads';

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

const M_PER_DEG = 111_195;
/** Grid cell of the point index, degrees (~5.5 km of latitude). */
const CELL_DEG = 0.05;

/**
 * Geometry points bucketed in a lat/lng grid: a counting sort, linear to build (a cold start-up
 * notices: a k-d tree's sort took ~100 ms there).
 */
class PointGrid {
  readonly lat0: number;
  readonly lng0: number;
  readonly cols: number;
  readonly rows: number;
  /** Cell c's points are points[start[c] .. start[c + 1]). */
  readonly start: Int32Array;
  readonly points: Int32Array;

  constructor(lat: Float32Array, lng: Float32Array) {
    const n = lat.length;
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLng = Infinity;
    let maxLng = -Infinity;
    for (let p = 0; p < n; p++) {
      const a = lat[p] as number;
      const b = lng[p] as number;
      if (a < minLat) minLat = a;
      if (a > maxLat) maxLat = a;
      if (b < minLng) minLng = b;
      if (b > maxLng) maxLng = b;
    }
    this.lat0 = minLat;
    this.lng0 = minLng;
    this.rows = Math.max(1, Math.floor((maxLat - minLat) / CELL_DEG) + 1);
    this.cols = Math.max(1, Math.floor((maxLng - minLng) / CELL_DEG) + 1);
    const cells = this.rows * this.cols;
    const cellOf = new Int32Array(n);
    const start = new Int32Array(cells + 1);
    for (let p = 0; p < n; p++) {
      const c = this.cell(lat[p] as number, lng[p] as number);
      cellOf[p] = c;
      start[c + 1] = (start[c + 1] as number) + 1;
    }
    for (let c = 0; c < cells; c++) start[c + 1] = (start[c + 1] as number) + (start[c] as number);
    const fill = start.slice(0, cells);
    const points = new Int32Array(n);
    for (let p = 0; p < n; p++) points[(fill[cellOf[p] as number] as number)++] = p;
    this.start = start;
    this.points = points;
  }

  private cell(lat: number, lng: number): number {
    const r = Math.min(this.rows - 1, Math.max(0, Math.floor((lat - this.lat0) / CELL_DEG)));
    const c = Math.min(this.cols - 1, Math.max(0, Math.floor((lng - this.lng0) / CELL_DEG)));
    return r * this.cols + c;
  }

  /** Calls `visit` with every point of the cells a circle of `radiusM` overlaps. */
  forEachNear(lat: number, lng: number, radiusM: number, visit: (p: number) => void): void {
    const dLat = radiusM / M_PER_DEG;
    const dLng = dLat / Math.max(0.01, Math.cos(lat * (Math.PI / 180)));
    const r0 = Math.max(0, Math.floor((lat - dLat - this.lat0) / CELL_DEG));
    const r1 = Math.min(this.rows - 1, Math.floor((lat + dLat - this.lat0) / CELL_DEG));
    const c0 = Math.max(0, Math.floor((lng - dLng - this.lng0) / CELL_DEG));
    const c1 = Math.min(this.cols - 1, Math.floor((lng + dLng - this.lng0) / CELL_DEG));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c;
        for (let k = this.start[cell] as number; k < (this.start[cell + 1] as number); k++)
          visit(this.points[k] as number);
      }
  }

  get byteLength(): number {
    return this.start.byteLength + this.points.byteLength;
  }
}

/**
 * Nearest point on the graph's roads: a grid over the densified geometry (a point every ~1 km)
 * finds candidate points, then each candidate's two segments are projected on exactly.
 */
export class RoadSnapper {
  private readonly grid: PointGrid;
  private readonly pointEdge: Int32Array;

  constructor(private readonly g: RoadGraph) {
    this.grid = new PointGrid(g.pointLat, g.pointLng);
    this.pointEdge = new Int32Array(g.pointLat.length);
    for (let e = 0; e < g.edgeCount; e++) this.pointEdge.fill(e, g.edgeGeom[e], g.edgeGeom[e + 1]);
  }

  /** Bytes held by the index (the grid and the point-to-edge table). */
  get byteLength(): number {
    return this.grid.byteLength + this.pointEdge.byteLength;
  }

  /** Edge of a geometry point. */
  edgeOfPoint(p: number): number {
    return this.pointEdge[p] as number;
  }

  /** Geometry points within `radiusM` of a place (unsorted ids). */
  pointsNear(lat: number, lng: number, radiusM: number): number[] {
    const g = this.g;
    const out: number[] = [];
    this.grid.forEachNear(lat, lng, radiusM, (p) => {
      if (distanceM(lat, lng, g.pointLat[p] as number, g.pointLng[p] as number) <= radiusM)
        out.push(p);
    });
    return out;
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
    const ids = this.pointsNear(lat, lng, maxM + 1_200);
    let best: RoadSnap | null = null;
    let bestLegal: RoadSnap | null = null;
    for (const p of ids) {
      const edge = this.pointEdge[p] as number;
      // A waypoint is on a road, never at sea on a ferry line.
      if ((g.edgeFerryS[edge] as number) > 0) continue;
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
