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
}

/** The origin "along the route" of a calculated route (its start as the reference point). */
export function routeOrigin(coordinates: readonly LngLat[] | null): ResourceOrigin[] {
  const start = coordinates?.[0];
  if (!coordinates || !start || coordinates.length < 2) return [];
  const corridor = thinCorridor(coordinates);
  return [{ id: 'route', stage: null, label: '', lat: start[1], lng: start[0], corridor }];
}

export function resourceOrigins(
  waypoints: readonly Waypoint[],
  vehicle: { lat: number; lng: number } | null,
  route: readonly LngLat[] | null = null,
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
