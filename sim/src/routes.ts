import {
  fastestPath,
  fastestTree,
  pathFromTree,
  pointOnHalfEdge,
  type PointOnRoad,
  type PathTree,
  type RoadGraph,
  type RoadPath,
} from '@fleetdeck/shared/roads';

/**
 * Trips between towns, memoised. Every mission starts or ends at a depot, so one shortest-path
 * tree per depot answers almost every trip (thousands of trucks, a handful of depots).
 */
export class TripRoutes {
  private readonly trees = new Map<number, PathTree>();
  private readonly cache = new Map<number, RoadPath | null>();

  constructor(
    readonly graph: RoadGraph,
    private readonly depots: ReadonlySet<number>,
  ) {}

  path(from: number, to: number): RoadPath | null {
    const key = from * 65536 + to;
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    let path: RoadPath | null;
    if (this.depots.has(from)) path = pathFromTree(this.graph, this.tree(from), to);
    else if (this.depots.has(to)) path = pathFromTree(this.graph, this.tree(to), from, true);
    else path = fastestPath(this.graph, from, to);
    this.cache.set(key, path);
    return path;
  }

  private tree(root: number): PathTree {
    let tree = this.trees.get(root);
    if (!tree) {
      tree = fastestTree(this.graph, root);
      this.trees.set(root, tree);
    }
    return tree;
  }
}

/** Metres along a path at free-flow time `tau` (speed is constant within an edge). */
export function distAtTau(path: RoadPath, tau: number): number {
  const k = edgeAtTau(path, tau);
  const t0 = path.cumTime[k] as number;
  const t1 = path.cumTime[k + 1] as number;
  const d0 = path.cumDist[k] as number;
  const d1 = path.cumDist[k + 1] as number;
  return t1 > t0 ? d0 + ((d1 - d0) * (tau - t0)) / (t1 - t0) : d0;
}

/** Index of the half-edge being driven at free-flow time `tau`. */
export function edgeAtTau(path: RoadPath, tau: number): number {
  const last = path.halfEdges.length - 1;
  let lo = 0;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((path.cumTime[mid] as number) <= tau) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** Where a vehicle is at free-flow time `tau` along a path. */
export function pointAtTau(g: RoadGraph, path: RoadPath, tau: number): PointOnRoad {
  const k = edgeAtTau(path, tau);
  const half = path.halfEdges[k] as number;
  const t0 = path.cumTime[k] as number;
  const t1 = path.cumTime[k + 1] as number;
  const len = g.edgeLength[half >> 1] as number;
  const along = t1 > t0 ? Math.min(len, Math.max(0, (len * (tau - t0)) / (t1 - t0))) : 0;
  return pointOnHalfEdge(g, half, along, { lat: 0, lng: 0, altitude: 0, heading: 0 });
}
