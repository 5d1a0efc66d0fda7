import type { ViolatedSection } from '@fleetdeck/shared';
import type { CostSegment } from '@fleetdeck/shared/routeCosts';
import {
  halfEdgeEnd,
  halfEdgeStart,
  pointOnHalfEdge,
  ROAD_CLASSES,
  type PointOnRoad,
  type RoadGraph,
} from '@fleetdeck/shared/roads';
import { firstViolation, type VehicleLimits } from './limits.js';
import type { Piece } from './search.js';
import { tollStretchIndex } from './tollStretches.js';
import type { TrafficOnGraph } from './traffic.js';

/** One drawn segment of the route: coordinates[k] → coordinates[k + 1]. */
export interface RouteSegment {
  edge: number;
  /** Road metres (the graph's length model, not the drawn polyline's). */
  lengthM: number;
  /** Seconds with traffic, and free-flow. */
  timeS: number;
  freeS: number;
  speedKmh: number;
  country: string;
  leg: number;
}

/** A stretch of one road in one country, toll or not: what the cost model prices. */
export interface Stretch extends CostSegment {
  /** Coordinates index range [startIndex, endIndex]. */
  startIndex: number;
  endIndex: number;
}

export interface AssembledLeg {
  distance: number;
  drivingTime: number;
  trafficDelay: number;
  violated: boolean;
  startIndex: number;
  endIndex: number;
}

export interface AssembledRoute {
  coordinates: [number, number][];
  speeds: number[];
  segments: RouteSegment[];
  /** Road metres and driving seconds (traffic included) at each coordinate. */
  cumDist: number[];
  cumTime: number[];
  legs: AssembledLeg[];
  stretches: Stretch[];
  violatedSections: ViolatedSection[];
  distance: number;
  drivingTime: number;
  trafficDelay: number;
}

/**
 * The road's name as the driver reads it: a restricted link's own name (a tunnel), its ref, or
 * "Town – Town" for a regional link.
 */
export function roadLabel(g: RoadGraph, edge: number): string {
  const restriction = g.restrictions[(g.edgeRestriction[edge] as number) - 1];
  if (restriction) return restriction;
  const ref = g.refs[g.edgeRef[edge] as number] ?? '';
  if (ref) return ref;
  return `${g.names[g.edgeFrom[edge] as number]} – ${g.names[g.edgeTo[edge] as number]}`;
}

function roadClassOf(g: RoadGraph, edge: number): CostSegment['roadClass'] {
  const cls = ROAD_CLASSES[g.edgeClass[edge] as number];
  return cls === undefined || cls === 'ferry' ? 'other' : cls;
}

/** The geometry segment (index of its first point) holding `along` metres of an edge. */
function geometrySegment(g: RoadGraph, edge: number, along: number): number {
  let a = g.edgeGeom[edge] as number;
  let b = (g.edgeGeom[edge + 1] as number) - 1;
  while (b - a > 1) {
    const mid = (a + b) >> 1;
    if ((g.pointDist[mid] as number) <= along) a = mid;
    else b = mid;
  }
  return a;
}

/**
 * Lays the legs' pieces out as one polyline with per-segment road length, time (with traffic),
 * country and speed, then groups them into legs, cost stretches and violated sections.
 */
export function assembleRoute(
  g: RoadGraph,
  legs: readonly { pieces: readonly Piece[] }[],
  traffic: TrafficOnGraph,
  violations: Uint8Array,
  vehicle: VehicleLimits,
  start: { lat: number; lng: number },
  /** Payload per leg in kg, or null when the waypoints say nothing about loads. */
  legLoadKg: readonly number[] | null = null,
): AssembledRoute {
  const coordinates: [number, number][] = [[start.lng, start.lat]];
  const segments: RouteSegment[] = [];
  const pt: PointOnRoad = { lat: 0, lng: 0, altitude: 0, heading: 0 };
  const outLegs: AssembledLeg[] = [];
  legs.forEach((leg, legIndex) => {
    const startIndex = coordinates.length - 1;
    let distance = 0;
    let drivingTime = 0;
    let free = 0;
    let violated = false;
    for (const piece of leg.pieces) {
      const edge = piece.half >> 1;
      const len = g.edgeLength[edge] as number;
      const forward = (piece.half & 1) === 0;
      if (violations[edge]) violated = true;
      // Breakpoints: the piece's ends and every geometry point strictly inside it.
      const ds = [piece.fromD];
      const lo = g.edgeGeom[edge] as number;
      const hi = (g.edgeGeom[edge + 1] as number) - 1;
      if (forward) {
        for (let p = lo + 1; p < hi; p++) {
          const d = g.pointDist[p] as number;
          if (d > piece.fromD && d < piece.toD) ds.push(d);
        }
      } else {
        for (let p = hi - 1; p > lo; p--) {
          const d = len - (g.pointDist[p] as number);
          if (d > piece.fromD && d < piece.toD) ds.push(d);
        }
      }
      ds.push(piece.toD);
      const startCountry = g.countries[g.nodeCountry[halfEdgeStart(g, piece.half)] as number] ?? '';
      const endCountry = g.countries[g.nodeCountry[halfEdgeEnd(g, piece.half)] as number] ?? '';
      const roadSpeed = g.edgeSpeed[edge] as number;
      // A ferry's time is its boarding and crossing, shared along its sea line.
      const ferryS = g.edgeFerryS[edge] as number;
      for (let i = 1; i < ds.length; i++) {
        const d0 = ds[i - 1] as number;
        const d1 = ds[i] as number;
        const lengthM = d1 - d0;
        if (lengthM <= 1e-6) continue;
        const mid = (d0 + d1) / 2;
        const seg = geometrySegment(g, edge, forward ? mid : len - mid);
        const speedKmh = traffic.segmentSpeed.get(seg) ?? roadSpeed;
        const freeS = ferryS > 0 ? (ferryS * lengthM) / len : lengthM / (roadSpeed / 3.6);
        const timeS = ferryS > 0 ? freeS : lengthM / (speedKmh / 3.6);
        pointOnHalfEdge(g, piece.half, d1, pt);
        coordinates.push([pt.lng, pt.lat]);
        segments.push({
          edge,
          lengthM,
          timeS,
          freeS,
          speedKmh,
          // A border lies halfway along a cross-border road.
          country: mid < len / 2 ? startCountry : endCountry,
          leg: legIndex,
        });
        distance += lengthM;
        drivingTime += timeS;
        free += freeS;
      }
    }
    outLegs.push({
      distance,
      drivingTime,
      trafficDelay: drivingTime - free,
      violated,
      startIndex,
      endIndex: coordinates.length - 1,
    });
  });
  const cumDist = [0];
  const cumTime = [0];
  for (const s of segments) {
    cumDist.push((cumDist[cumDist.length - 1] as number) + s.lengthM);
    cumTime.push((cumTime[cumTime.length - 1] as number) + s.timeS);
  }
  const speeds = coordinates.map(
    (_, k) => segments[Math.min(k, segments.length - 1)]?.speedKmh ?? 0,
  );
  return {
    coordinates,
    speeds,
    segments,
    cumDist,
    cumTime,
    legs: outLegs,
    stretches: stretchesOf(g, segments, legLoadKg),
    violatedSections: violatedSectionsOf(g, segments, violations, vehicle),
    distance: cumDist[cumDist.length - 1] as number,
    drivingTime: cumTime[cumTime.length - 1] as number,
    trafficDelay: outLegs.reduce((s, l) => s + l.trafficDelay, 0),
  };
}

/**
 * Contiguous segments on one road (ref), in one country, toll or not, of one class, one leg (the
 * payload changes at waypoints; the cost model joins a toll road's stretches across them) and one
 * operator's stretch of a toll road (tollStretches.ts).
 */
function stretchesOf(
  g: RoadGraph,
  segments: readonly RouteSegment[],
  legLoadKg: readonly number[] | null,
): Stretch[] {
  const out: (Stretch & { leg: number; operatorStretch: number })[] = [];
  const operators = tollStretchIndex(g);
  segments.forEach((s, k) => {
    // On a ferry the truck is carried: no fuel, no road toll (the fare is not modelled).
    if ((g.edgeFerryS[s.edge] as number) > 0) return;
    const roadName = g.refs[g.edgeRef[s.edge] as number] ?? '';
    const toll = g.edgeToll[s.edge] === 1;
    const roadClass = roadClassOf(g, s.edge);
    const operatorStretch = toll ? (operators.ofEdge[s.edge] as number) : -1;
    const known = operators.stretches[operatorStretch];
    const last = out[out.length - 1];
    if (
      last &&
      last.roadName === roadName &&
      last.countryCode === s.country &&
      last.toll === toll &&
      last.roadClass === roadClass &&
      last.leg === s.leg &&
      last.operatorStretch === operatorStretch
    ) {
      last.distanceM += s.lengthM;
      last.durationS += s.timeS;
      last.endIndex = k + 1;
      return;
    }
    out.push({
      distanceM: s.lengthM,
      durationS: s.timeS,
      countryCode: s.country,
      toll,
      roadClass,
      roadName,
      ...(legLoadKg ? { loadKg: legLoadKg[s.leg] ?? 0 } : {}),
      ...(known ? { tollStretch: { name: known.name, operator: known.operator } } : {}),
      startIndex: k,
      endIndex: k + 1,
      leg: s.leg,
      operatorStretch,
    });
  });
  return out.map(({ leg: _leg, operatorStretch: _o, ...stretch }) => stretch);
}

function violatedSectionsOf(
  g: RoadGraph,
  segments: readonly RouteSegment[],
  violations: Uint8Array,
  vehicle: VehicleLimits,
): ViolatedSection[] {
  const out: ViolatedSection[] = [];
  let previousEdge = -1;
  segments.forEach((s, k) => {
    const mask = violations[s.edge] as number;
    if (!mask) {
      previousEdge = -1;
      return;
    }
    const last = out[out.length - 1];
    if (last && previousEdge === s.edge && last.endIndex === k) {
      last.endIndex = k + 1;
      return;
    }
    const v = firstViolation(g, s.edge, mask, vehicle);
    if (!v) return;
    previousEdge = s.edge;
    out.push({
      startIndex: k,
      endIndex: k + 1,
      reason: v.reason,
      limit: Math.round(v.limit * 100) / 100,
      value: Math.round(v.value * 100) / 100,
      roadName: roadLabel(g, s.edge),
    });
  });
  return out;
}
