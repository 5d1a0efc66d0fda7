import { VEHICLE_THRESHOLDS } from '../constants/vehicles.js';
import type { LastPoint, Truck } from '../domain/truck.js';
import { isMoving } from './motion.js';
import { toMs } from './time.js';

export const VEHICLE_STATUSES = [
  'no_points',
  'stale',
  'moving',
  'engine_on',
  'ignition',
  'stopped',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Age of the last point at `now`; undefined when there is no usable point. */
export function lastPointAgeMs(
  lastpoint: Pick<LastPoint, 'date'> | null | undefined,
  now: number,
): number | undefined {
  const at = toMs(lastpoint?.date);
  return at === undefined ? undefined : now - at;
}

/** More than 1 hour old (exactly 1 hour is still fresh). A missing point counts as stale. */
export function isStale(lastpoint: Pick<LastPoint, 'date'> | null | undefined, now: number) {
  const age = lastPointAgeMs(lastpoint, now);
  return age === undefined || age > VEHICLE_THRESHOLDS.staleMs;
}

/** More than 24 hours without points (exactly 24 hours is not yet). */
export function hasNoPoints(lastpoint: Pick<LastPoint, 'date'> | null | undefined, now: number) {
  const age = lastPointAgeMs(lastpoint, now);
  return age === undefined || age > VEHICLE_THRESHOLDS.noPointsMs;
}

const ACTIVITY_TYPES: ReadonlySet<string> = new Set(['moving', 'engine_on', 'ignition']);

/**
 * Status that drives the marker colour (part 1 §4): grey when stale (no_points past 24 h), else
 * upstream's activity type, else ignition above 0, else stopped. Without an activity type (the
 * simulator) a positive speed reads as moving.
 */
export function vehicleStatus(
  truck: Pick<Truck, 'activity_type' | 'lastpoint'>,
  now: number,
): VehicleStatus {
  const lp = truck.lastpoint;
  // One date parse per truck: this runs for every changed truck on every tick.
  const age = lastPointAgeMs(lp, now);
  if (age === undefined || age > VEHICLE_THRESHOLDS.noPointsMs || !lp) return 'no_points';
  if (age > VEHICLE_THRESHOLDS.staleMs) return 'stale';
  const type = truck.activity_type;
  if (type && ACTIVITY_TYPES.has(type)) return type as VehicleStatus;
  if (!type && isMoving(lp)) return 'moving';
  if (lp.ignition > 0) return 'ignition';
  return 'stopped';
}

/** Colour token per status; the web app maps tokens to CSS variables for each colour mode. */
export const VEHICLE_STATUS_TOKENS: Record<VehicleStatus, string> = {
  no_points: 'status-stale',
  stale: 'status-stale',
  moving: 'status-moving',
  engine_on: 'status-engine-on',
  ignition: 'status-ignition',
  stopped: 'status-stopped',
};
