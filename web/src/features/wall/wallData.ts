import {
  ALERT_CODES,
  driverPlafondSchema,
  VEHICLE_STATUSES,
  type AlertCode,
  type SourceHealth,
  type Truck,
  type VehicleStatus,
  type WallTile,
} from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';

export interface FleetCounters {
  total: number;
  byStatus: Record<VehicleStatus, number>;
  byAlert: Record<AlertCode, number>;
}

/** Trucks by status and by alert kind (a truck with two kinds counts in both). */
export function fleetCounters(trucks: Iterable<DerivedTruck>): FleetCounters {
  const byStatus = Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<
    VehicleStatus,
    number
  >;
  const byAlert = Object.fromEntries(ALERT_CODES.map((c) => [c, 0])) as Record<AlertCode, number>;
  let total = 0;
  for (const d of trucks) {
    total += 1;
    byStatus[d.status] += 1;
    for (const a of d.alerts) byAlert[a.code] += 1;
  }
  return { total, byStatus, byAlert };
}

export type DataAge =
  { state: 'live'; age: number } | { state: 'stale'; age: number } | { state: 'none' };

/**
 * How old one source's data is, for a screen read from across the room: live while its last poll
 * succeeded, stale (since the last good poll) once it fails; `none` before any good poll.
 */
export function dataAge(source: SourceHealth | undefined, now: number): DataAge {
  if (!source || source.lastSuccessAt === null) return { state: 'none' };
  const age = Math.max(0, now - source.lastSuccessAt);
  return source.state === 'ok' ? { state: 'live', age } : { state: 'stale', age };
}

/** "12 s", "4 min", "2 h 05": an age that reads at a glance. */
export function formatAge(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}

export interface DrivingSoon {
  truckId: number;
  plate: string;
  driver: string;
  /** Seconds of driving left. */
  left: number;
}

/**
 * Drivers at the wheel whose driving time runs out within `withinS`, soonest first, from the live
 * plafond feed (keyed by driver id) and the trucks they drive.
 */
export function drivingSoon(
  plafond: Readonly<Record<string, unknown>>,
  trucks: Iterable<Truck>,
  withinS: number,
): DrivingSoon[] {
  const out: DrivingSoon[] = [];
  for (const truck of trucks) {
    const driver = truck.lastpoint?.driver;
    if (!driver || driver.id <= 1) continue;
    const parsed = driverPlafondSchema.safeParse(plafond[String(driver.id)]);
    if (!parsed.success) continue;
    const p = parsed.data.plafond;
    const left = p.drivePlafond;
    if (p.detectionState !== 'DRIVE' || left === null || left === undefined || left > withinS)
      continue;
    const name = [driver.name, driver.surname].filter(Boolean).join(' ');
    out.push({ truckId: truck.id, plate: truck.plate, driver: name, left });
  }
  return out.sort((a, b) => a.left - b.left || a.plate.localeCompare(b.plate));
}

/** A drop shorter than this is a reconnection, not an outage worth a full-screen banner. */
export const BANNER_AFTER_MS = 3000;

/**
 * What the banner says, if anything: the live stream down (for a few seconds at least), else the
 * vehicles' upstream failing; each with the time the data on screen dates from.
 */
export function bannerState(
  connection: string,
  downFor: number,
  trucks: SourceHealth | undefined,
  downSince: number,
): { kind: 'stream' | 'upstream'; since: number } | undefined {
  if (connection !== 'live')
    return downFor >= BANNER_AFTER_MS ? { kind: 'stream', since: downSince } : undefined;
  if (trucks && trucks.state !== 'ok' && trucks.lastSuccessAt !== null)
    return { kind: 'upstream', since: trucks.lastSuccessAt };
  return undefined;
}

/** The tiles that list rows: they take what the others leave, and fill it. */
const LIST_TILES: ReadonlySet<WallTile> = new Set(['alerts', 'driving']);

/**
 * The grid the tiles fill, whatever the view holds: beside the map they share its right column,
 * the counters and the sources at their own height, the lists sharing the rest; without it they
 * fill the screen in rows of up to three (four make two by two).
 */
export function wallGrid(
  tiles: readonly Exclude<WallTile, 'map'>[],
  withMap: boolean,
): { columns: string; rows: string } {
  const n = Math.max(1, tiles.length);
  if (withMap) {
    const rows = tiles.map((tile) => (LIST_TILES.has(tile) ? 'minmax(0, 1fr)' : 'auto'));
    return { columns: '11fr 9fr', rows: rows.join(' ') || 'auto' };
  }
  const columns = n <= 3 ? n : Math.ceil(n / 2);
  return {
    columns: `repeat(${columns}, minmax(0, 1fr))`,
    rows: `repeat(${Math.ceil(n / columns)}, minmax(0, 1fr))`,
  };
}
