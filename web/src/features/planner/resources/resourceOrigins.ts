import type { Waypoint } from '@fleetdeck/shared';
import { thinCorridor, type LngLat } from '@fleetdeck/shared/roads';

/** A point a search can start from: a stage with a place, or the planner's vehicle. */
export interface ResourceOrigin {
  id: string;
  /** The stage's number (1-based), or null for the vehicle or a named place. */
  stage: number | null;
  /** A named place (a freight exchange's saved search). */
  name?: string;
  label: string;
  lat: number;
  lng: number;
  /** Along the calculated route: its line, searched within the radius of any part of it. */
  corridor?: LngLat[];
  /** Along the route: its speeds (km/h per coordinate), for a search by minutes of detour. */
  routeSpeeds?: readonly number[];
}

/** A calculated route's line and its speeds (km/h per coordinate). */
export interface RouteLine {
  coordinates: readonly LngLat[];
  speeds: readonly number[];
}

/** The origin "along the route" of a calculated route (its start as the reference point). */
export function routeOrigin(route: RouteLine | null): ResourceOrigin[] {
  const start = route?.coordinates[0];
  if (!route || !start || route.coordinates.length < 2) return [];
  const corridor = thinCorridor(route.coordinates);
  const { speeds: routeSpeeds } = route;
  return [
    { id: 'route', stage: null, label: '', lat: start[1], lng: start[0], corridor, routeSpeeds },
  ];
}

export function resourceOrigins(
  waypoints: readonly Waypoint[],
  vehicle: { lat: number; lng: number } | null,
  route: RouteLine | null = null,
): ResourceOrigin[] {
  const origins: ResourceOrigin[] = waypoints.flatMap((w, i) => {
    const at = w.coordinate?.referenceCoordinate;
    return at
      ? [{ id: String(w.id), stage: i + 1, label: w.coordinate?.label ?? '', lat: at.y, lng: at.x }]
      : [];
  });
  if (vehicle) origins.push({ id: 'vehicle', stage: null, label: '', ...vehicle });
  return [...origins, ...routeOrigin(route)];
}

/** The origin chosen, or the first offered when none is (or the chosen one went). */
export const chosenOrigin = (origins: readonly ResourceOrigin[], id: string | null) =>
  origins.find((o) => o.id === id) ?? origins[0] ?? null;
