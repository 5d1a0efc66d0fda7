import { REACHABLE_AREAS, ROUTE_DEFAULTS as R, TRAFFIC_DELAY } from '../constants/planner.js';
import type { PlafondConfig, Waypoint } from '../domain/planner.js';
import { RULES_561 } from '../tachograph/rules561.js';

export type WaypointError =
  'empty' | 'updating' | 'null_coordinate' | 'null_reference_coordinate' | 'zero_x' | 'zero_y';

/** The first problem of a waypoint, or null when it can be routed. */
export function waypointError(wp: Waypoint | null | undefined): WaypointError | null {
  if (!wp) return 'empty';
  if (wp.updatingWaypoint) return 'updating';
  const c = wp.coordinate;
  if (!c) return 'null_coordinate';
  if (!c.referenceCoordinate) return c.label?.trim() ? 'null_reference_coordinate' : 'empty';
  if (c.referenceCoordinate.x === 0) return 'zero_x';
  if (c.referenceCoordinate.y === 0) return 'zero_y';
  return null;
}

export const validWaypoints = (wps: readonly Waypoint[]) => wps.filter((w) => !waypointError(w));

/**
 * Why the route cannot be calculated, as an i18n key, or null. Fewer than 2 valid waypoints comes
 * first ("at least 2 stages"); then any incomplete one ("stages to be completed").
 */
export function routeCalculationBlocker(wps: readonly Waypoint[]): string | null {
  if (validWaypoints(wps).length < R.minValidWaypoints) return 'planner.waypoints_required';
  if (wps.some((w) => waypointError(w))) return 'planner.waypoints_check';
  return null;
}

/** A new waypoint is allowed only while every existing one is valid. */
export function canAddWaypoint(wps: readonly Waypoint[]): boolean {
  return wps.every((w) => !waypointError(w));
}

/** The route / reachable-areas switch locks when several waypoints exist and one is invalid. */
export function isCalcTypeLocked(wps: readonly Waypoint[]): boolean {
  return wps.length > 1 && !canAddWaypoint(wps);
}

/** Reachable-area times: at least one, each an integer of at least 1 minute. */
export function canSearchReachableAreas(
  minutes: readonly (number | null)[],
  reference: { x: number; y: number } | null,
): boolean {
  return (
    reference !== null &&
    minutes.length > 0 &&
    minutes.every((m) => m !== null && Number.isInteger(m) && m >= REACHABLE_AREAS.minMinutes)
  );
}

/** Options of the reachable-areas request (part 2 §4). */
export function reachableAreaOptions(minutes: readonly number[], startMode: 'start' | 'end') {
  const sorted = [...minutes].sort((a, b) => a - b);
  const last = sorted.at(-1) ?? 0;
  return {
    calculationMode: last <= REACHABLE_AREAS.qualityMaxMinutes ? 'QUALITY' : 'PERFORMANCE',
    drivingDirection: startMode === 'end' ? 'INBOUND' : 'OUTBOUND',
    horizons: sorted.map((m) => m * 60),
  } as const;
}

export function isValidTollPenalty(v: number): boolean {
  return Number.isInteger(v) && v >= R.tollPenaltyMin && v <= R.tollPenaltyMax;
}
export function isValidDistanceTimeWeighting(v: number): boolean {
  return Number.isInteger(v) && v >= R.distanceTimeWeightingMin && v <= R.distanceTimeWeightingMax;
}

export type TrafficDelayDisplay = 'hidden' | 'shown' | 'red';
/** Shown over 900 s, red over 1800 s. */
export function trafficDelayDisplay(seconds: number | null | undefined): TrafficDelayDisplay {
  if (!seconds || seconds <= TRAFFIC_DELAY.shownAboveS) return 'hidden';
  return seconds > TRAFFIC_DELAY.redAboveS ? 'red' : 'shown';
}

export type RouteSpeedColour = 'light_blue' | 'dark_blue' | 'orange' | 'red';
/** Up to 70 light blue, up to 100 dark blue, up to 130 orange, above red (km/h, bounds inclusive). */
export function routeSpeedColour(kmh: number): RouteSpeedColour {
  if (kmh <= 70) return 'light_blue';
  if (kmh <= 100) return 'dark_blue';
  if (kmh <= 130) return 'orange';
  return 'red';
}

/** The bands of `routeSpeedColour` as a legend says them (km/h). */
export const ROUTE_SPEED_LEGEND: readonly (readonly [RouteSpeedColour, string])[] = [
  ['light_blue', '≤ 70'],
  ['dark_blue', '≤ 100'],
  ['orange', '≤ 130'],
  ['red', '> 130'],
];

/** The form holds hours; the request wants seconds. */
export function plafondConfigToRequest(config: PlafondConfig) {
  const s = (h: number) => Math.round(h * 3600);
  return {
    ...config,
    accumulatedDrivingTimeSinceLastBreak: s(config.accumulatedDrivingTimeSinceLastBreak),
    accumulatedDrivingTimeSinceLastDailyRest: s(config.accumulatedDrivingTimeSinceLastDailyRest),
    accumulatedTravelTimeSinceLastDailyRest: s(config.accumulatedTravelTimeSinceLastDailyRest),
  };
}

/** A violated driver ceiling is warned about only under the single-day preset. */
export function showsPlafondViolation(
  violated: boolean,
  preset: PlafondConfig['configurableWorkingHoursPreset'],
) {
  return violated && preset === 'single_day';
}

/** Saved routes are listed only with at least one waypoint. */
export function listableSavedRoutes<T extends { waypoints: readonly unknown[] }>(
  routes: readonly T[],
) {
  return routes.filter((r) => r.waypoints.length > 0);
}

/** Rating filters (1..5) apply only above 0. */
export function ratingFilter(rating: number | null | undefined): number | undefined {
  return rating && rating > 0 ? rating : undefined;
}

/** What a plain route's driving asks of the driver before the breaks and rests are planned. */
export interface DrivingLimitNeed {
  /** The first limit the trip's driving passes: a break (Art. 7) or a daily rest (Art. 6(1)). */
  due: 'break' | 'daily_rest';
  /** Seconds of driving left before it is due. */
  leftS: number;
}

/**
 * The driving-time check of every calculation (issue 45): with the driver's accumulated driving
 * (seconds, as the plafond request carries it), does the trip's driving pass the continuous
 * driving limit or the daily one? Null when it fits. With two drivers only the crew's daily
 * driving counts (each takes breaks while the other drives).
 */
export function drivingLimitNeed(
  driveS: number,
  plafond: Pick<
    PlafondConfig,
    | 'configurableWorkingHoursPreset'
    | 'accumulatedDrivingTimeSinceLastBreak'
    | 'accumulatedDrivingTimeSinceLastDailyRest'
  >,
): DrivingLimitNeed | null {
  const team = plafond.configurableWorkingHoursPreset === 'team_and_multiple_days';
  const sinceBreak = plafond.accumulatedDrivingTimeSinceLastBreak;
  const sinceRest = plafond.accumulatedDrivingTimeSinceLastDailyRest;
  const breakLeft = RULES_561.continuousDrive - sinceBreak;
  const restLeft = (team ? 2 : 1) * RULES_561.dailyDrive - sinceRest;
  if (!team && driveS > breakLeft && breakLeft <= restLeft)
    return { due: 'break', leftS: Math.max(0, breakLeft) };
  if (driveS > restLeft) return { due: 'daily_rest', leftS: Math.max(0, restLeft) };
  return null;
}
