import { localXY } from '../roads/geo.js';
import type { RoutePoint } from './routeTimeline.js';

/** A place to stop for a break or a rest (a truck parking, a service area). */
export interface CandidateStop {
  x: number;
  y: number;
  name: string;
}

/** A candidate projected on the route: where along it (driving seconds, metres) and how far off. */
export interface PlacedCandidate extends CandidateStop {
  driveS: number;
  distanceM: number;
  offRouteM: number;
}

const M_PER_DEG = 111_320;

/**
 * Candidates within `maxOffRouteM` of the route, in route order, each at the nearest point of
 * every part of the route that passes within the distance: a route that comes back by a parking
 * (a tour driven to and fro) may stop there on each pass, not only on the nearer one (issue 45).
 * A part is a run of consecutive segments within the distance.
 */
export function placeCandidates(
  points: readonly RoutePoint[],
  candidates: readonly CandidateStop[],
  maxOffRouteM: number,
): PlacedCandidate[] {
  const placed: PlacedCandidate[] = [];
  const slack = maxOffRouteM / M_PER_DEG;
  for (const c of candidates) {
    let best: PlacedCandidate | undefined;
    const lngSlack = slack / Math.max(Math.cos((c.y * Math.PI) / 180), 0.01);
    // The part ends at the first segment out of reach: its nearest point is kept.
    const endPart = () => {
      if (best) placed.push(best);
      best = undefined;
    };
    for (let k = 0; k + 1 < points.length; k++) {
      const a = points[k];
      const b = points[k + 1];
      if (!a || !b) continue;
      if (Math.min(a.y, b.y) - slack > c.y || Math.max(a.y, b.y) + slack < c.y) {
        endPart();
        continue;
      }
      if (Math.min(a.x, b.x) - lngSlack > c.x || Math.max(a.x, b.x) + lngSlack < c.x) {
        endPart();
        continue;
      }
      const [ax, ay] = localXY(a.y, a.x, c.y, c.x);
      const [bx, by] = localXY(b.y, b.x, c.y, c.x);
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const f = len2 > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2)) : 0;
      const off = Math.hypot(ax + dx * f, ay + dy * f);
      if (off > maxOffRouteM) endPart();
      if (off > maxOffRouteM || (best && off >= best.offRouteM)) continue;
      best = {
        ...c,
        driveS: a.driveS + (b.driveS - a.driveS) * f,
        distanceM: a.distanceM + (b.distanceM - a.distanceM) * f,
        offRouteM: off,
      };
    }
    endPart();
  }
  return placed.sort((p, q) => p.driveS - q.driveS);
}

/**
 * Where to stop for a limit reached after `limitS` seconds of driving: the last candidate in the
 * `toleranceS` of driving before it (and after `fromS`, where the driver is now) that `accept`
 * takes, else none.
 */
export function stopBefore(
  placed: readonly PlacedCandidate[],
  fromS: number,
  limitS: number,
  toleranceS: number,
  accept: (p: PlacedCandidate) => boolean = () => true,
): PlacedCandidate | undefined {
  let found: PlacedCandidate | undefined;
  for (const p of placed) {
    if (p.driveS > limitS) break;
    if (p.driveS > fromS && p.driveS >= limitS - toleranceS && accept(p)) found = p;
  }
  return found;
}
