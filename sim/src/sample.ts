import { pointOnHalfEdge, type PointOnRoad, type RoadGraph } from '@fleetdeck/shared/roads';
import { PhaseKind, type Phase } from './model.js';
import { edgeAtTau } from './routes.js';

/** Seconds between tracker reports: often while driving, rarely while parked with the engine off. */
export const REPORT_S = { driving: 10, work: 60, rest: 300, trailer: 300 } as const;

export function reportInterval(phase: Phase): number {
  if (phase.kind === PhaseKind.Drive) return REPORT_S.driving;
  return phase.activity === 2 ? REPORT_S.work : REPORT_S.rest;
}

/** The latest report time at or before `t` inside `phase` (its start counts as a report). */
export function reportAtOrBefore(
  phase: Phase,
  t: number,
  interval: number,
  offset: number,
): number {
  const grid = Math.floor((t - offset) / interval) * interval + offset;
  return Math.max(phase.t0, grid);
}

/** The first report time strictly after `t` within `phase`, or the phase end. */
export function reportAfter(phase: Phase, t: number, interval: number, offset: number): number {
  const grid = Math.floor((t - offset) / interval) * interval + offset + interval;
  return Math.min(phase.t1, grid);
}

/** A vehicle's physical state at one instant, before it is dressed as an upstream last point. */
export interface Sample {
  t: number;
  lat: number;
  lng: number;
  altitude: number;
  heading: number;
  /** km/h */
  speed: number;
  /** Road class speed limit of the edge being driven, km/h; 0 when parked. */
  roadSpeed: number;
  tunnel: boolean;
  odometer: number;
  fuel: number;
  burnt: number;
  phase: Phase;
}

const scratch: PointOnRoad = { lat: 0, lng: 0, altitude: 0, heading: 0 };

/** Evaluates `phase` at time `t` (t0 <= t <= t1) into `out`. */
export function sampleAt(g: RoadGraph, phase: Phase, t: number, out: Sample): Sample {
  out.t = t;
  out.phase = phase;
  const span = phase.t1 - phase.t0;
  const f = span > 0 ? Math.min(1, Math.max(0, (t - phase.t0) / span)) : 0;
  out.fuel = phase.fuel0 + (phase.fuel1 - phase.fuel0) * f;
  out.odometer = phase.odo0 + (phase.odo1 - phase.odo0) * f;
  const path = phase.path;
  if (!path || phase.kind !== PhaseKind.Drive) {
    out.lat = phase.lat;
    out.lng = phase.lng;
    out.altitude = phase.altitude;
    out.heading = 0;
    out.speed = 0;
    out.roadSpeed = 0;
    out.tunnel = false;
    out.burnt = phase.burnt0;
    return out;
  }
  const tau = phase.tau0 + (phase.tau1 - phase.tau0) * f;
  const k = edgeAtTau(path, tau);
  const half = path.halfEdges[k] as number;
  const edge = half >> 1;
  const ct0 = path.cumTime[k] as number;
  const ct1 = path.cumTime[k + 1] as number;
  const len = g.edgeLength[edge] as number;
  const along = ct1 > ct0 ? (len * (tau - ct0)) / (ct1 - ct0) : 0;
  pointOnHalfEdge(g, half, Math.min(len, Math.max(0, along)), scratch);
  out.lat = scratch.lat;
  out.lng = scratch.lng;
  out.altitude = scratch.altitude;
  out.heading = scratch.heading;
  const rate = span > 0 ? (phase.tau1 - phase.tau0) / span : 1;
  out.roadSpeed = g.edgeSpeed[edge] as number;
  out.speed = out.roadSpeed * rate;
  out.tunnel = g.edgeTunnel[edge] === 1;
  out.burnt = phase.burnt0 + (phase.fuel0 - out.fuel);
  return out;
}

export function newSample(): Sample {
  return {
    t: 0,
    lat: 0,
    lng: 0,
    altitude: 0,
    heading: 0,
    speed: 0,
    roadSpeed: 0,
    tunnel: false,
    odometer: 0,
    fuel: 0,
    burnt: 0,
    phase: null as unknown as Phase,
  };
}

/** Index of the phase holding `t` (the last one starting at or before it). */
export function phaseIndexAt(phases: readonly Phase[], t: number): number {
  let lo = 0;
  let hi = phases.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((phases[mid] as Phase).t0 <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
