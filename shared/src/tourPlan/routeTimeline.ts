import type { RoutePlanResult } from '../domain/routing.js';
import { distanceM } from '../roads/geo.js';
import type { CountrySpan } from '../rules/drivingBans/tripWaits.js';
import { ferrySpans, tourFerries, type TourFerry } from './ferryStops.js';

/** A point of the route with the driving seconds and metres from the start to it. */
export interface RoutePoint {
  x: number;
  y: number;
  driveS: number;
  distanceM: number;
}

/** A waypoint of the tour: where it lies in driving seconds, and its service time. */
export interface TourStop {
  waypointIndex: number;
  driveS: number;
  serviceS: number;
}

/** The route as the driving-time plan reads it: driving time along it and the stops on it. */
export interface TourTimeline {
  points: RoutePoint[];
  stops: TourStop[];
  /** The countries crossed, where the route enters each (driving seconds), when known. */
  countries?: CountrySpan[];
  /** The ferries, boarded at their driving seconds: their time is not driving (issue 45). */
  ferries?: TourFerry[];
}

type PlanTimes = Pick<RoutePlanResult, 'coordinates' | 'speeds' | 'legs' | 'events' | 'waypoints'>;

/**
 * The coordinate index each leg ends at: the position of its `LegEvent` END, searched forward
 * from the previous leg's end (a route may pass the same point twice).
 */
function legEnds(plan: PlanTimes): number[] {
  const ends = plan.events.flatMap((e) =>
    e.eventType === 'LegEvent' && e.kind === 'END' ? [e] : [],
  );
  ends.sort((a, b) => a.legIndex - b.legIndex);
  const last = plan.coordinates.length - 1;
  let from = 0;
  return plan.legs.map((_, i) => {
    const event = ends[i];
    let found = last;
    if (event && i < plan.legs.length - 1) {
      for (let k = from; k <= last; k++) {
        const [x, y] = plan.coordinates[k] ?? [];
        if (x === event.longitude && y === event.latitude) {
          found = k;
          break;
        }
      }
    }
    from = found;
    return found;
  });
}

/**
 * Driving seconds and metres at every coordinate of a calculated route: each leg's driving time
 * and length (as the provider gave them) spread over its coordinates by length over the road's
 * speed, so the points agree with the legs and the waypoint times exactly. Service times are read
 * from the waypoints' arrival and departure.
 */
export function tourTimelineFromPlan(plan: PlanTimes): TourTimeline {
  const coords = plan.coordinates;
  const points: RoutePoint[] = [];
  const first = coords[0];
  if (first) points.push({ x: first[0], y: first[1], driveS: 0, distanceM: 0 });
  let driveS = 0;
  let metres = 0;
  let start = 0;
  const stopDrive = [0];
  let legTotal = 0;
  const spans = ferrySpans(plan);
  const onFerry = new Uint8Array(coords.length);
  for (const s of spans) onFerry.fill(1, s.from, s.to);
  const legOf = spans.map(() => 0);
  legEnds(plan).forEach((end, i) => {
    const leg = plan.legs[i];
    if (!leg) return;
    const lengths: number[] = [];
    const weights: number[] = [];
    for (let k = start; k < end; k++) {
      const [ax = 0, ay = 0] = coords[k] ?? [];
      const [bx = 0, by = 0] = coords[k + 1] ?? [];
      const length = distanceM(ay, ax, by, bx);
      lengths.push(length);
      weights.push(onFerry[k] ? 0 : length / Math.max(plan.speeds[k] ?? 0, 1));
    }
    // The leg's time less its crossings is its driving.
    let legDrive = leg.travelTime;
    spans.forEach((f, n) => {
      if (f.from < start || f.from >= end) return;
      legDrive -= f.event.durationS;
      legOf[n] = i;
    });
    const totalLength = lengths.reduce((s, l) => s + l, 0);
    const totalWeight = weights.reduce((s, w) => s + w, 0);
    const n = Math.max(lengths.length, 1);
    lengths.forEach((length, j) => {
      const share = (part: number, whole: number) => (whole > 0 ? part / whole : 1 / n);
      driveS += legDrive * share(weights[j] ?? 0, totalWeight);
      metres += leg.distance * share(length, totalLength);
      const [x = 0, y = 0] = coords[start + j + 1] ?? [];
      points.push({ x, y, driveS, distanceM: metres });
    });
    // Exact leg totals, whatever the rounding above, in whole seconds as the plan counts them.
    legTotal += legDrive;
    const legEnd = Math.round(legTotal);
    driveS = legEnd;
    const tail = points.at(-1);
    if (tail && lengths.length > 0) tail.driveS = legEnd;
    stopDrive.push(legEnd);
    start = end;
  });
  const stops = plan.waypoints.map((w, i) => ({
    waypointIndex: i,
    driveS: stopDrive[i] ?? driveS,
    serviceS: Math.max(0, Math.round((Date.parse(w.departure) - Date.parse(w.arrival)) / 1000)),
  }));
  const ferries = tourFerries(spans, legOf, (k) => points[k] ?? pointAt(points, driveS));
  return {
    points,
    stops,
    countries: countrySpans(plan, points),
    ...(ferries.length > 0 ? { ferries } : {}),
  };
}

/** The driving seconds at a distance along the route (interpolated between its points). */
function driveAtDistance(points: readonly RoutePoint[], metres: number): number {
  const k = points.findIndex((p) => p.distanceM >= metres);
  if (k < 0) return points.at(-1)?.driveS ?? 0;
  const b = points[k] as RoutePoint;
  const a = points[k - 1];
  if (!a || b.distanceM <= a.distanceM) return b.driveS;
  return a.driveS + ((b.driveS - a.driveS) * (metres - a.distanceM)) / (b.distanceM - a.distanceM);
}

/** The route's countries from its border events: the first from 0, each next where it enters. */
function countrySpans(plan: PlanTimes, points: readonly RoutePoint[]): CountrySpan[] {
  const spans: CountrySpan[] = [];
  for (const e of plan.events) {
    if (e.eventType !== 'CountryEvent' || e.kind !== 'ENTER') continue;
    const fromS = spans.length === 0 ? 0 : Math.round(driveAtDistance(points, e.distanceFromStart));
    if (spans.at(-1)?.country !== e.countryCode) spans.push({ country: e.countryCode, fromS });
  }
  return spans;
}

/** The point of the route reached after `driveS` seconds of driving (interpolated). */
export function pointAt(points: readonly RoutePoint[], driveS: number): RoutePoint {
  let lo = 0;
  let hi = points.length - 1;
  const last = points[hi];
  const head = points[0];
  if (!head || !last) return { x: 0, y: 0, driveS, distanceM: 0 };
  if (driveS <= head.driveS) return head;
  if (driveS >= last.driveS) return last;
  // First point at or beyond driveS.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid]?.driveS ?? 0) < driveS) lo = mid + 1;
    else hi = mid;
  }
  const b = points[lo] ?? last;
  const a = points[lo - 1] ?? head;
  const f = b.driveS > a.driveS ? (driveS - a.driveS) / (b.driveS - a.driveS) : 0;
  return {
    x: a.x + (b.x - a.x) * f,
    y: a.y + (b.y - a.y) * f,
    driveS,
    distanceM: a.distanceM + (b.distanceM - a.distanceM) * f,
  };
}
