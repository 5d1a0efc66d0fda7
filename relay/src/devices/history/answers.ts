import { distanceM } from '@fleetdeck/shared/roads';
import type { PositionRow, SlotPeriod } from './queries.js';

type Point = { type: 'Point'; coordinates: [number, number] };
const point = (lng: number, lat: number): Point => ({ type: 'Point', coordinates: [lng, lat] });
const iso = (t: number): string => new Date(t).toISOString();
const r1 = (v: number): number => Math.round(v * 10) / 10;
const r2 = (v: number): number => Math.round(v * 100) / 100;
const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;
const seconds = (a: number, b: number): number => Math.round((b - a) / 1000);

/** A position where the truck stands: ignition off, or no speed. */
export const isStanding = (p: PositionRow): boolean => p.ignition === false || p.speed < 1;

/** route.json: every stored position of the range as a point feature, in time order. */
export function routeAnswer(rows: readonly PositionRow[]) {
  return {
    type: 'FeatureCollection' as const,
    features: rows.map((p) => ({
      type: 'Feature' as const,
      geometry: point(r6(p.lng), r6(p.lat)),
      properties: {
        date: iso(p.t),
        speed: Math.round(p.speed),
        tacho_speed: p.tacho_speed_kmh === null ? null : Math.round(p.tacho_speed_kmh),
        heading: Math.round(p.heading),
        altitude: p.altitude === null ? null : Math.round(p.altitude),
        rpm_engine: p.engine_rpm,
        ignition: p.ignition ? 1 : 0,
        fuel_level: p.fuel_level_pct === null ? null : r1(p.fuel_level_pct),
        fuel_total: p.fuel_used_l === null ? null : r1(p.fuel_used_l),
        odometer: p.odometer_m === null ? null : r1(p.odometer_m / 1000),
        gps_odometer: null,
        activity: p.driver1_state,
      },
    })),
  };
}

/** A run of positions that all stand or all move; `end` is where the next run begins. */
interface Run {
  moving: boolean;
  first: number;
  last: number;
  start: number;
  end: number;
}

/** Standing and moving runs of the positions; the last run ends at its last position. */
function runsOf(rows: readonly PositionRow[]): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as PositionRow;
    const moving = !isStanding(row);
    const prev = runs[runs.length - 1];
    if (prev && prev.moving === moving) {
      prev.last = i;
      prev.end = row.t;
    } else {
      if (prev) prev.end = row.t;
      runs.push({ moving, first: i, last: i, start: row.t, end: row.t });
    }
  }
  return runs;
}

/** stops.json: standing runs at least `minSeconds` long, placed where the truck stood. */
export function stopsAnswer(rows: readonly PositionRow[], minSeconds: number) {
  const features = runsOf(rows)
    .filter((r) => !r.moving && seconds(r.start, r.end) >= minSeconds)
    .map((r) => {
      const at = rows[r.first] as PositionRow;
      return {
        type: 'Feature' as const,
        geometry: point(r6(at.lng), r6(at.lat)),
        properties: {
          DURATION: seconds(r.start, r.end),
          start_date: iso(r.start),
          end_date: iso(r.end),
        },
      };
    });
  return { type: 'FeatureCollection' as const, features };
}

/** The latest position at or before `t` (else the first), by binary search. */
function positionAt(rows: readonly PositionRow[], t: number): PositionRow | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((rows[mid] as PositionRow).t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return rows[Math.max(found, 0)];
}

/** Periods with a known activity, adjacent ones of the same activity joined. */
function activityRuns(periods: readonly SlotPeriod[]): SlotPeriod[] {
  const out: SlotPeriod[] = [];
  for (const p of periods) {
    if (p.activity === null) continue;
    const prev = out[out.length - 1];
    if (prev && prev.activity === p.activity && prev.end === p.start) prev.end = p.end;
    else out.push({ ...p });
  }
  return out;
}

/** activities.json: the first slot's activity periods, each placed where it began. */
export function activitiesAnswer(periods: readonly SlotPeriod[], rows: readonly PositionRow[]) {
  const features = activityRuns(periods).flatMap((p) => {
    const at = positionAt(rows, p.start);
    if (!at) return [];
    return [
      {
        type: 'Feature' as const,
        geometry: point(r6(at.lng), r6(at.lat)),
        properties: { activity: p.activity ?? 0, start_date: iso(p.start), end_date: iso(p.end) },
      },
    ];
  });
  return { type: 'FeatureCollection' as const, features };
}

/** GET /drivers/{id}/activities rows (period is the start). */
export function driverActivitiesAnswer(periods: readonly SlotPeriod[]) {
  return activityRuns([...periods].sort((a, b) => a.start - b.start)).map((p) => ({
    period: iso(p.start),
    start_date: iso(p.start),
    end_date: iso(p.end),
    duration: seconds(p.start, p.end),
    activity: p.activity ?? 0,
  }));
}

/** Kilometres between two positions: the odometer's when both have one, else along the points. */
function kmBetween(rows: readonly PositionRow[], a: number, b: number): number {
  const first = rows[a] as PositionRow;
  const last = rows[b] as PositionRow;
  if (first.odometer_m !== null && last.odometer_m !== null) {
    return Math.max(0, last.odometer_m - first.odometer_m) / 1000;
  }
  return gpsKmBetween(rows, a, b);
}

function gpsKmBetween(rows: readonly PositionRow[], a: number, b: number): number {
  let metres = 0;
  for (let i = a + 1; i <= b; i++) {
    const p = rows[i - 1] as PositionRow;
    const q = rows[i] as PositionRow;
    metres += distanceM(p.lat, p.lng, q.lat, q.lng);
  }
  return metres / 1000;
}

export type TimelineType = 'stop' | 'moving' | 'activity' | 'all';

/**
 * GET .../timeline: moving and stop items (stops shorter than `breakSeconds` join the trip), the
 * first slot's activity items, and with `includeDriver` one driver item per card period.
 */
export function timelineAnswer(
  rows: readonly PositionRow[],
  periods: readonly SlotPeriod[],
  breakSeconds: number,
  type: TimelineType,
  includeDriver: boolean,
) {
  const items: Record<string, unknown>[] = [];
  const merged: Run[] = [];
  for (const r of runsOf(rows)) {
    const moving = r.moving || seconds(r.start, r.end) < breakSeconds;
    const prev = merged[merged.length - 1];
    if (prev && prev.moving === moving) {
      prev.last = r.last;
      prev.end = r.end;
    } else merged.push({ ...r, moving });
  }
  let stopIndex = 0;
  if (type !== 'activity') {
    for (const r of merged) {
      const kind = r.moving ? 'moving' : 'stop';
      if (type !== 'all' && type !== kind) continue;
      // The run reaches the next run's first position: measure up to it.
      const lastIndex = Math.min(rows.length - 1, r.last + 1);
      const p0 = rows[r.first] as PositionRow;
      const p1 = rows[lastIndex] as PositionRow;
      const f0 = p0.fuel_used_l;
      const f1 = p1.fuel_used_l;
      items.push({
        type: kind,
        start_date: iso(r.start),
        end_date: iso(r.end),
        extremes: [
          { lat: r6(p0.lat), lon: r6(p0.lng) },
          { lat: r6(p1.lat), lon: r6(p1.lng) },
        ],
        duration: seconds(r.start, r.end),
        distance: r2(kmBetween(rows, r.first, lastIndex)),
        gps_distance: r2(gpsKmBetween(rows, r.first, lastIndex)),
        fuel_consumption: f0 === null || f1 === null ? null : r1(Math.max(0, f1 - f0)),
        ...(kind === 'stop' ? { stop_index: stopIndex++ } : {}),
      });
    }
  }
  if (type === 'activity' || type === 'all') {
    for (const p of activityRuns(periods)) {
      items.push({
        type: 'activity',
        activity: p.activity,
        start_date: iso(p.start),
        end_date: iso(p.end),
        duration: seconds(p.start, p.end),
      });
    }
  }
  if (includeDriver) {
    const cards: SlotPeriod[] = [];
    for (const p of periods) {
      const prev = cards[cards.length - 1];
      if (prev && prev.card === p.card && prev.end === p.start) prev.end = p.end;
      else cards.push({ ...p });
    }
    for (const p of cards) {
      if (p.card === null) continue;
      items.push({
        type: 'driver',
        start_date: iso(p.start),
        end_date: iso(p.end),
        duration: seconds(p.start, p.end),
        name: null,
        last_name: null,
        card: p.card,
      });
    }
  }
  return items;
}
