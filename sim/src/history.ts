import { distanceM } from '@fleetdeck/shared/roads';
import type { SimVehicle } from './fleet.js';
import type { FleetSimulator } from './fleetSimulator.js';
import { keptWindow } from './historyLimits.js';
import { fuelLevel, fuelTotal, gpsOdometerKm, iso, odometerKm, readingOf } from './lastpoint.js';
import { PhaseKind, type Phase } from './model.js';
import { newSample, phaseIndexAt, sampleAt } from './sample.js';

type Point = { type: 'Point'; coordinates: [number, number] };
const point = (lng: number, lat: number): Point => ({ type: 'Point', coordinates: [lng, lat] });
const r1 = (v: number): number => Math.round(v * 10) / 10;
const r2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * route.json: every report in the window as a point feature, in time order. It reads the same
 * samples and readings as the live last point, without dressing drivers and telemetry it drops.
 * Only the kept history is read (see `keptWindow`), within the request's work budget.
 */
export function routeFeatures(sim: FleetSimulator, v: SimVehicle, a: number, b: number) {
  const features: { type: 'Feature'; geometry: Point; properties: Record<string, unknown> }[] = [];
  const tank = sim.tankOf(v);
  const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;
  const work = sim.historyBudget();
  const [from, to] = keptWindow(sim, a, b);
  sim.forEachReport(v, from, to, (t, phase) => {
    work.spend();
    const s = sim.sampleOf(v, phase, t);
    const reading = readingOf(v, s);
    features.push({
      type: 'Feature',
      geometry: point(r6(s.lng), r6(s.lat)),
      properties: {
        date: iso(reading.dateS),
        speed: reading.speed,
        tacho_speed: reading.tachoSpeed,
        heading: Math.round(s.heading),
        altitude: Math.round(s.altitude),
        rpm_engine: reading.rpm,
        ignition: reading.ignition,
        fuel_level: fuelLevel(v, s, tank),
        fuel_total: fuelTotal(v, s),
        odometer: odometerKm(s),
        gps_odometer: gpsOdometerKm(s),
        activity: v.type === 3 ? null : phase.activity,
      },
    });
  });
  return { type: 'FeatureCollection' as const, features };
}

/** A run of consecutive phases that read the same (moving vs standing, or one activity). */
interface Run {
  t0: number;
  t1: number;
  first: Phase;
  last: Phase;
  key: number;
}

function runs(
  sim: FleetSimulator,
  v: SimVehicle,
  start: number,
  stop: number,
  keyOf: (p: Phase) => number,
): Run[] {
  const [a, kept] = keptWindow(sim, start, stop);
  const end = Math.min(kept, v.deadAt ?? Infinity);
  const phases = sim.phasesFor(v, end);
  const out: Run[] = [];
  if (phases.length === 0 || end <= a) return out;
  for (let i = phaseIndexAt(phases, a); i < phases.length; i++) {
    const p = phases[i] as Phase;
    if (p.t0 >= end) break;
    if (p.t1 <= a) continue;
    const key = keyOf(p);
    const prev = out[out.length - 1];
    if (prev && prev.key === key && prev.t1 === p.t0) {
      prev.t1 = p.t1;
      prev.last = p;
    } else out.push({ t0: p.t0, t1: p.t1, first: p, last: p, key });
  }
  for (const r of out) {
    r.t0 = Math.max(r.t0, a);
    r.t1 = Math.min(r.t1, end);
  }
  return out;
}

const isMoving = (p: Phase): number => (p.kind === PhaseKind.Drive ? 1 : 0);

/** stops.json: standing periods at least `minSeconds` long. */
export function stopFeatures(
  sim: FleetSimulator,
  v: SimVehicle,
  a: number,
  b: number,
  minSeconds: number,
) {
  const features = runs(sim, v, a, b, isMoving)
    .filter((r) => r.key === 0 && r.t1 - r.t0 >= minSeconds)
    .map((r) => ({
      type: 'Feature' as const,
      geometry: point(r.first.lng, r.first.lat),
      properties: { DURATION: Math.round(r.t1 - r.t0), start_date: iso(r.t0), end_date: iso(r.t1) },
    }));
  return { type: 'FeatureCollection' as const, features };
}

/** Where `v` was at `t`, as [lng, lat]. */
function whereAt(sim: FleetSimulator, v: SimVehicle, t: number): { lat: number; lng: number } {
  const phases = sim.phasesFor(v, t);
  const s = sampleAt(sim.graph, phases[phaseIndexAt(phases, t)] as Phase, t, newSample());
  return { lat: Math.round(s.lat * 1e6) / 1e6, lng: Math.round(s.lng * 1e6) / 1e6 };
}

/** activities.json: driver activity periods, each placed where it began. */
export function activityFeatures(sim: FleetSimulator, v: SimVehicle, a: number, b: number) {
  const features = runs(sim, v, a, b, (p) => p.activity).map((r) => {
    const at = whereAt(sim, v, r.t0);
    return {
      type: 'Feature' as const,
      geometry: point(at.lng, at.lat),
      properties: { activity: r.key, start_date: iso(r.t0), end_date: iso(r.t1) },
    };
  });
  return { type: 'FeatureCollection' as const, features };
}

/** GET /drivers/{id}/activities: the driver's activity periods (period is the start). */
export function driverActivities(sim: FleetSimulator, v: SimVehicle, a: number, b: number) {
  return runs(sim, v, a, b, (p) => p.activity).map((r) => ({
    period: iso(r.t0),
    start_date: iso(r.t0),
    end_date: iso(r.t1),
    duration: Math.round(r.t1 - r.t0),
    activity: r.key,
  }));
}

function odoAt(
  sim: FleetSimulator,
  v: SimVehicle,
  t: number,
): { odo: number; burnt: number; fuel: number } {
  const phases = sim.phasesFor(v, t);
  const s = sampleAt(sim.graph, phases[phaseIndexAt(phases, t)] as Phase, t, newSample());
  return { odo: s.odometer, burnt: s.burnt, fuel: s.fuel };
}

export type TimelineType = 'stop' | 'moving' | 'activity' | 'all';

/** GET .../timeline: moving and stop items (stops shorter than `breakS` join the trip). */
export function timeline(
  sim: FleetSimulator,
  v: SimVehicle,
  a: number,
  b: number,
  breakS: number,
  type: TimelineType,
  includeDriver: boolean,
) {
  const items: Record<string, unknown>[] = [];
  const moveRuns = runs(sim, v, a, b, isMoving);
  // Short stops are folded into the surrounding movement, as the analyser's timeline break does.
  const merged: Run[] = [];
  for (const r of moveRuns) {
    const key = r.key === 0 && r.t1 - r.t0 < breakS ? 1 : r.key;
    const prev = merged[merged.length - 1];
    if (prev && prev.key === key) {
      prev.t1 = r.t1;
      prev.last = r.last;
    } else merged.push({ ...r, key });
  }
  let stopIndex = 0;
  if (type !== 'activity') {
    for (const r of merged) {
      const kind = r.key === 1 ? 'moving' : 'stop';
      if (type !== 'all' && type !== kind) continue;
      const start = odoAt(sim, v, r.t0);
      const end = odoAt(sim, v, r.t1);
      const p0 = whereAt(sim, v, r.t0);
      const p1 = whereAt(sim, v, r.t1);
      const km = (end.odo - start.odo) / 1000;
      items.push({
        type: kind,
        start_date: iso(r.t0),
        end_date: iso(r.t1),
        extremes: [
          { lat: p0.lat, lon: p0.lng },
          { lat: p1.lat, lon: p1.lng },
        ],
        duration: Math.round(r.t1 - r.t0),
        distance: r2(km),
        gps_distance: r2(km * 0.993),
        fuel_consumption: r1(end.burnt - start.burnt),
        ...(kind === 'stop' ? { stop_index: stopIndex++ } : {}),
      });
    }
  }
  if (type === 'activity' || type === 'all') {
    for (const r of runs(sim, v, a, b, (p) => p.activity)) {
      items.push({
        type: 'activity',
        activity: r.key,
        start_date: iso(r.t0),
        end_date: iso(r.t1),
        duration: Math.round(r.t1 - r.t0),
      });
    }
  }
  // The driver item spans the part of the range the simulated history covers, if any.
  const [driverFrom, driverTo] = keptWindow(sim, a, b);
  if (includeDriver && v.driver && v.driver.id > 1 && driverTo > driverFrom) {
    items.push({
      type: 'driver',
      start_date: iso(driverFrom),
      end_date: iso(driverTo),
      duration: Math.round(driverTo - driverFrom),
      name: v.driver.name,
      last_name: v.driver.surname,
      card: v.driver.card,
    });
  }
  return items;
}

/** GET .../average: average daily distance over the kept history (tachograph and GPS km). */
export function averageDistance(sim: FleetSimulator, v: SimVehicle) {
  const now = sim.now / 1000;
  const days = Math.max(1, Math.floor(Math.min(sim.historyS, now - sim.epochS) / 86_400));
  const km = (odoAt(sim, v, now).odo - odoAt(sim, v, now - days * 86_400).odo) / 1000;
  return { distance: r2(km / days), gps_distance: r2((km * 0.993) / days) };
}

/**
 * GET /geofleet/vehiclepassage: vehicles that reported within `radiusM` of a point in [a, b].
 * Only the stretches of road near the point are sampled: for each drive phase crossing such a
 * stretch, the time window spent on it is worked out from the plan and only the reports inside
 * it are dressed and measured. Only the kept history is read (see `keptWindow`): every truck
 * planned to the end of a range in the future was the relay's crash of issue 43. Each phase
 * walked and report dressed counts against the request's work budget.
 */
export function vehiclePassage(
  sim: FleetSimulator,
  lat: number,
  lng: number,
  radiusM: number,
  start: number,
  end: number,
) {
  const results: { id: number; plate: string; events: { timestamp: string }[] }[] = [];
  const [a, b] = keptWindow(sim, start, end);
  if (b < a) return results;
  const work = sim.historyBudget();
  const near = nearStretches(sim, lat, lng, radiusM);
  const windows: [number, number][] = [];
  for (const v of sim.fleet.vehicles) {
    const phases = sim.phasesFor(v, b);
    windows.length = 0;
    for (let i = phaseIndexAt(phases, a); i < phases.length; i++) {
      work.spend();
      const phase = phases[i] as Phase;
      if (phase.t0 > b) break;
      if (phase.t1 < a) continue;
      collectWindows(sim, phase, near, lat, lng, radiusM, windows);
    }
    if (windows.length === 0) continue;
    const events: { timestamp: string }[] = [];
    let last = -Infinity;
    for (const [w0, w1] of windows) {
      sim.forEachReport(v, Math.max(a, w0, last + 1e-3), Math.min(b, w1), (t, phase) => {
        work.spend();
        last = t;
        const s = sim.sampleOf(v, phase, t);
        // Positions are served rounded to 1e-6 degrees; measure what is served.
        const sLat = Math.round(s.lat * 1e6) / 1e6;
        const sLng = Math.round(s.lng * 1e6) / 1e6;
        if (distanceM(lat, lng, sLat, sLng) <= radiusM) {
          events.push({ timestamp: iso(readingOf(v, s).dateS) });
        }
      });
    }
    if (events.length) results.push({ id: v.id, plate: v.plate, events });
  }
  return results;
}

/** Time windows of `phase` during which the vehicle may be within the radius. */
function collectWindows(
  sim: FleetSimulator,
  phase: Phase,
  near: Map<number, [number, number]>,
  lat: number,
  lng: number,
  radiusM: number,
  out: [number, number][],
): void {
  const path = phase.path;
  if (phase.kind !== PhaseKind.Drive || !path) {
    if (distanceM(lat, lng, phase.lat, phase.lng) <= radiusM) out.push([phase.t0, phase.t1]);
    return;
  }
  const g = sim.graph;
  const rate = (phase.tau1 - phase.tau0) / (phase.t1 - phase.t0 || 1);
  for (let k = 0; k < path.halfEdges.length; k++) {
    const ct0 = path.cumTime[k] as number;
    const ct1 = path.cumTime[k + 1] as number;
    if (ct1 < phase.tau0 || ct0 > phase.tau1) continue;
    const half = path.halfEdges[k] as number;
    const range = near.get(half >> 1);
    if (!range) continue;
    const len = g.edgeLength[half >> 1] as number;
    // Along-edge metres near the point, turned into free-flow time along the path.
    const [lo, hi] = half & 1 ? [len - range[1], len - range[0]] : range;
    const tauA = Math.max(phase.tau0, ct0 + ((ct1 - ct0) * lo) / len);
    const tauB = Math.min(phase.tau1, ct0 + ((ct1 - ct0) * hi) / len);
    if (tauB < tauA) continue;
    // One report interval of margin either side: a report just outside can still be inside.
    out.push([
      phase.t0 + (tauA - phase.tau0) / rate - 10,
      phase.t0 + (tauB - phase.tau0) / rate + 10,
    ]);
  }
}

const edgeBoxes = new WeakMap<object, Float32Array>();

/** Edges passing near the point, each with the along-edge metre range of its points nearby. */
function nearStretches(
  sim: FleetSimulator,
  lat: number,
  lng: number,
  radiusM: number,
): Map<number, [number, number]> {
  const g = sim.graph;
  const margin = radiusM + 1_000; // densified points are at most ~1 km apart
  const dLat = margin / 111_320;
  const dLng = margin / (111_320 * Math.cos((lat * Math.PI) / 180));
  const boxes = edgeBoxesOf(sim);
  const near = new Map<number, [number, number]>();
  for (let e = 0; e < g.edgeCount; e++) {
    if (
      (boxes[e * 4] as number) > lat + dLat ||
      (boxes[e * 4 + 1] as number) < lat - dLat ||
      (boxes[e * 4 + 2] as number) > lng + dLng ||
      (boxes[e * 4 + 3] as number) < lng - dLng
    ) {
      continue;
    }
    let lo = Infinity;
    let hi = -Infinity;
    const first = g.edgeGeom[e] as number;
    const end = g.edgeGeom[e + 1] as number;
    for (let p = first; p < end; p++) {
      if (distanceM(lat, lng, g.pointLat[p] as number, g.pointLng[p] as number) > margin) continue;
      // The segments either side of a near point may cross the circle too.
      lo = Math.min(lo, g.pointDist[Math.max(first, p - 1)] as number);
      hi = Math.max(hi, g.pointDist[Math.min(end - 1, p + 1)] as number);
    }
    if (lo <= hi) near.set(e, [lo, hi]);
  }
  return near;
}

function edgeBoxesOf(sim: FleetSimulator): Float32Array {
  const g = sim.graph;
  let boxes = edgeBoxes.get(g);
  if (!boxes) {
    boxes = new Float32Array(g.edgeCount * 4);
    for (let e = 0; e < g.edgeCount; e++) {
      let minLat = Infinity;
      let maxLat = -Infinity;
      let minLng = Infinity;
      let maxLng = -Infinity;
      for (let p = g.edgeGeom[e] as number; p < (g.edgeGeom[e + 1] as number); p++) {
        minLat = Math.min(minLat, g.pointLat[p] as number);
        maxLat = Math.max(maxLat, g.pointLat[p] as number);
        minLng = Math.min(minLng, g.pointLng[p] as number);
        maxLng = Math.max(maxLng, g.pointLng[p] as number);
      }
      boxes.set([minLat, maxLat, minLng, maxLng], e * 4);
    }
    edgeBoxes.set(g, boxes);
  }
  return boxes;
}
