import type { TrafficAlert } from '@fleetdeck/shared';
import { distanceM, localXY, type RoadGraph } from '@fleetdeck/shared/roads';
import type { RoadSnapper } from './snap.js';

/** A road segment this close to an alert's geometry drives at the alert's speed. */
export const TRAFFIC_RADIUS_M = 100;
const SAMPLE_M = 50;

/** The traffic feed laid on the graph: slowed geometry segments and the delay per whole edge. */
export interface TrafficOnGraph {
  /** Segment (its first geometry point's index) → km/h while the alert lasts. */
  segmentSpeed: Map<number, number>;
  /** Seconds added to driving the whole edge. */
  edgeDelay: Float32Array;
}

export const NO_TRAFFIC = (g: RoadGraph): TrafficOnGraph => ({
  segmentSpeed: new Map(),
  edgeDelay: new Float32Array(g.edgeCount),
});

function alertLines(alert: TrafficAlert): [number, number][][] {
  const { type, coordinates } = alert.geometry;
  const c = coordinates as unknown;
  if (type === 'Point') return [[c as [number, number]]];
  if (type === 'LineString') return [c as [number, number][]];
  return c as [number, number][][]; // MultiLineString, or a Polygon's rings
}

/** Points every 50 m along the alert's lines ([lng, lat]). */
function samples(line: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  line.forEach((pt, i) => {
    if (i === 0) {
      out.push(pt);
      return;
    }
    const prev = line[i - 1] as [number, number];
    const steps = Math.max(1, Math.ceil(distanceM(prev[1], prev[0], pt[1], pt[0]) / SAMPLE_M));
    for (let s = 1; s <= steps; s++) {
      const f = s / steps;
      out.push([prev[0] + (pt[0] - prev[0]) * f, prev[1] + (pt[1] - prev[1]) * f]);
    }
  });
  return out;
}

/** Segments within 100 m of each alert drive at its `speed` (km/h) when it is below the road's. */
export function trafficOnGraph(
  g: RoadGraph,
  snapper: RoadSnapper,
  alerts: readonly TrafficAlert[],
): TrafficOnGraph {
  const traffic = NO_TRAFFIC(g);
  for (const alert of alerts) {
    const speed = alert.properties.speed;
    if (speed === null || speed === undefined || !(speed >= 0)) continue;
    for (const line of alertLines(alert)) {
      for (const [lng, lat] of samples(line)) {
        for (const p of snapper.pointsNear(lat, lng, TRAFFIC_RADIUS_M + 1200)) {
          const edge = snapper.edgeOfPoint(p);
          const lo = g.edgeGeom[edge] as number;
          const hi = (g.edgeGeom[edge + 1] as number) - 1;
          for (const a of [p - 1, p]) {
            if (a < lo || a + 1 > hi) continue;
            if (segmentDistanceM(g, a, lat, lng) > TRAFFIC_RADIUS_M) continue;
            const slowest = Math.min(traffic.segmentSpeed.get(a) ?? Infinity, Math.max(speed, 1));
            traffic.segmentSpeed.set(a, slowest);
          }
        }
      }
    }
  }
  for (const [a, kmh] of traffic.segmentSpeed) {
    const edge = snapper.edgeOfPoint(a);
    const free = g.edgeSpeed[edge] as number;
    // Road traffic does not slow a ferry (its time is the timetable's).
    if (kmh >= free || (g.edgeFerryS[edge] as number) > 0) {
      traffic.segmentSpeed.delete(a);
      continue;
    }
    const len = (g.pointDist[a + 1] as number) - (g.pointDist[a] as number);
    traffic.edgeDelay[edge] =
      (traffic.edgeDelay[edge] as number) + len / (kmh / 3.6) - len / (free / 3.6);
  }
  return traffic;
}

function segmentDistanceM(g: RoadGraph, a: number, lat: number, lng: number): number {
  const [ax, ay] = localXY(g.pointLat[a] as number, g.pointLng[a] as number, lat, lng);
  const [bx, by] = localXY(g.pointLat[a + 1] as number, g.pointLng[a + 1] as number, lat, lng);
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(ax + t * dx, ay + t * dy);
}
