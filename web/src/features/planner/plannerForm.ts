import {
  formatZoned,
  REACHABLE_AREAS,
  reachableAreaOptions,
  ROUTE_DEFAULTS,
  VEHICLE_REQUEST_DEFAULTS,
  type ReachableAreasRequest,
  type RouteInfo,
  type RouteRequest,
  type RouteWaypoint,
  type VehicleProfile,
  type Waypoint,
  wallTimeInstant,
} from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';

export type CalcType = 'route' | 'reachable_areas';
export type ProfileData = VehicleProfile['data'];

/** The planner's form: the route info, the vehicle, the waypoints and the reachable-area times. */
export interface PlannerForm {
  routeInfo: RouteInfo;
  profile: ProfileData;
  waypoints: Waypoint[];
  calcType: CalcType;
  /** Reachable-area times in minutes; null while a field is empty. */
  horizons: (number | null)[];
}

let nextId = 1;
/** A new empty waypoint (ids are unique within the page). */
export function emptyWaypoint(): Waypoint {
  return { id: `wp-${nextId++}`, coordinate: null };
}

/** The spec §9 vehicle (cm, kg) with a 40 t five-axle truck's weight until a profile is chosen. */
export const DEFAULT_PROFILE: ProfileData = {
  ...VEHICLE_REQUEST_DEFAULTS,
  totalPermittedWeight: 40000,
  emissionClass: 'EURO_6',
  fuelType: 'DIESEL',
};

/** The start time field's value (`YYYY-MM-DDTHH:mm`) for a moment, on the user's clock. */
export function localDateTime(at: Date, zone: string = userTimeZone()): string {
  return formatZoned(at, 'YYYY-MM-DDTHH:mm', zone);
}

/** A date-and-time field's value as an instant (ms) on the user's clock; NaN when it is none. */
export function fieldInstant(value: string, zone: string = userTimeZone()): number {
  return wallTimeInstant(value, zone);
}

export function defaultForm(now: Date = new Date()): PlannerForm {
  return {
    routeInfo: {
      chosenProfile: null,
      selectedCo2Class: ROUTE_DEFAULTS.co2ClassMin,
      startMode: 'start',
      startTime: localDateTime(now),
      costPerKilometer: ROUTE_DEFAULTS.costPerKilometer,
      workingCostPerHour: ROUTE_DEFAULTS.workingCostPerHour,
      includePlafond: false,
      tollPenalty: ROUTE_DEFAULTS.tollPenalty,
      distanceTimeWeighting: ROUTE_DEFAULTS.distanceTimeWeighting,
    },
    profile: DEFAULT_PROFILE,
    waypoints: [emptyWaypoint(), emptyWaypoint()],
    calcType: 'route',
    horizons: [60],
  };
}

/** A waypoint placed at a point (a suggestion picked, a map click, a vehicle's position). */
export function placedWaypoint(
  waypoint: Waypoint,
  label: string,
  at: { lat: number; lng: number },
): Waypoint {
  return {
    ...waypoint,
    coordinate: {
      ...waypoint.coordinate,
      label,
      referenceCoordinate: { x: at.lng, y: at.lat },
    },
  };
}

/** The text typed in a waypoint's field: the place it had is dropped until one is picked. */
export function typedWaypoint(waypoint: Waypoint, text: string): Waypoint {
  if (text.trim() === '' && !waypoint.coordinate?.options) return { ...waypoint, coordinate: null };
  return {
    ...waypoint,
    coordinate: { ...waypoint.coordinate, label: text, referenceCoordinate: null },
  };
}

/** Service time (min) or load (kg) of a stop; null clears it. */
export function waypointOption(
  waypoint: Waypoint,
  option: 'serviceTime' | 'waypointLoad',
  value: number | null,
): Waypoint {
  const coordinate = waypoint.coordinate ?? { referenceCoordinate: null };
  return {
    ...waypoint,
    coordinate: { ...coordinate, options: { ...coordinate.options, [option]: value } },
  };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

function toRouteWaypoint(waypoint: Waypoint): RouteWaypoint | null {
  const c = waypoint.coordinate;
  const at = c?.referenceCoordinate;
  if (!c || !at) return null;
  return {
    x: at.x,
    y: at.y,
    label: c.label ?? null,
    serviceTime: c.options?.serviceTime ?? null,
    waypointLoad: c.options?.waypointLoad ?? null,
  };
}

/** The start or arrival time as the request's ISO instant (the field holds the user's time). */
export function referenceTime(
  startTime: string,
  now: Date = new Date(),
  zone: string = userTimeZone(),
): string {
  const at = fieldInstant(startTime, zone);
  return (Number.isNaN(at) ? now : new Date(at)).toISOString();
}

/** The route request of a form whose waypoints are all valid (routeCalculationBlocker is null). */
export function toRouteRequest(form: PlannerForm, language: string): RouteRequest {
  const info = form.routeInfo;
  return {
    profile: form.profile,
    waypoints: form.waypoints.map(toRouteWaypoint).filter((w) => w !== null),
    timeConsideration: { mode: info.startMode, referenceTime: referenceTime(info.startTime) },
    tollPenalty: info.tollPenalty,
    distanceTimeWeighting: info.distanceTimeWeighting,
    co2Class: info.selectedCo2Class,
    monetaryCostOptions: {
      costPerKilometer: info.costPerKilometer,
      workingCostPerHour: info.workingCostPerHour,
    },
    alternatives: 2,
    language,
  };
}

/** The reference point of reachable areas: the first waypoint with a place. */
export function areaReference(form: PlannerForm): RouteWaypoint | null {
  for (const waypoint of form.waypoints) {
    const at = toRouteWaypoint(waypoint);
    if (at) return at;
  }
  return null;
}

/** The reachable-areas request (part 2 §4); null without a point or with an invalid time. */
export function toReachableAreasRequest(form: PlannerForm): ReachableAreasRequest | null {
  const waypoint = areaReference(form);
  const minutes = form.horizons;
  if (
    !waypoint ||
    minutes.some((m) => m === null || !Number.isInteger(m) || m < REACHABLE_AREAS.minMinutes)
  )
    return null;
  return {
    profile: form.profile,
    waypoint,
    ...reachableAreaOptions(minutes as number[], form.routeInfo.startMode),
    referenceTime: referenceTime(form.routeInfo.startTime),
  };
}
