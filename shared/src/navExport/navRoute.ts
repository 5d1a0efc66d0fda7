import type { RoutePlanResult } from '../domain/routing.js';

/** A stop of an exported route: x = longitude, y = latitude, as the planner's coordinates. */
export interface NavStop {
  x: number;
  y: number;
  name?: string | null;
  /** Arrival (ISO), when the plan has one. */
  arrival?: string | null;
}

/** What the navigator writers read: the stops and the road geometry between them. */
export interface NavRoute {
  name: string;
  stops: readonly NavStop[];
  /** [longitude, latitude] along the road. */
  coordinates: readonly (readonly [number, number])[];
}

/**
 * The export of a calculated plan: its matched waypoints named by the form's labels, in the same
 * order (a stop without a label is named by its position when written).
 */
export function navRouteOf(
  name: string,
  plan: Pick<RoutePlanResult, 'waypoints' | 'coordinates'>,
  labels: readonly (string | null | undefined)[],
): NavRoute {
  return {
    name,
    stops: plan.waypoints.map((w, i) => ({
      x: w.x,
      y: w.y,
      name: labels[i] ?? null,
      arrival: w.arrival,
    })),
    coordinates: plan.coordinates,
  };
}

/** A stop's name, or its 1-based position when it has none. */
export const stopName = (stop: NavStop, index: number): string =>
  stop.name?.trim() ? stop.name.trim() : String(index + 1);
