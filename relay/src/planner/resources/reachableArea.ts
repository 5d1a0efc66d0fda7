import { reachableAreaOptions, VEHICLE_REQUEST_DEFAULTS } from '@fleetdeck/shared';
import type { RoutingProvider } from '../routingProvider.js';

export type Ring = readonly (readonly [number, number])[];

/** The area a truck reaches from a point within `minutes`: an outer ring of [lng, lat]. */
export type ReachableArea = (
  from: { lat: number; lng: number },
  minutes: number,
  signal?: AbortSignal,
) => Promise<Ring>;

/**
 * A resource search by minutes through the routing provider's reachable areas (the same
 * isochrone the planner draws), for the default truck leaving now.
 */
export function reachableAreaOf(routing: Pick<RoutingProvider, 'calculateReachableAreas'>) {
  const area: ReachableArea = async (from, minutes, signal) => {
    const options = reachableAreaOptions([minutes], 'start');
    const result = await routing.calculateReachableAreas(
      {
        profile: VEHICLE_REQUEST_DEFAULTS,
        waypoint: { x: from.lng, y: from.lat },
        horizons: [...options.horizons],
        calculationMode: options.calculationMode,
        drivingDirection: options.drivingDirection,
      },
      signal ? { signal } : {},
    );
    return result.polygons[0]?.ring ?? [];
  };
  return area;
}
