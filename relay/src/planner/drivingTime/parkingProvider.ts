import type { CandidateStop } from '@fleetdeck/shared';
import type { RoutingContext } from '../routingProvider.js';

/**
 * Where a driver may stop for a break or a rest along a route: truck parkings and service areas.
 * The relay asks the planner service (`resourceParkings`); without one every stop falls at the
 * route point of its limit.
 */
export interface ParkingProvider {
  /** Candidates near the route's coordinates ([longitude, latitude]), for the company asking. */
  along(
    coordinates: readonly [number, number][],
    context?: RoutingContext,
  ): Promise<CandidateStop[]>;
}

export const NO_PARKINGS: ParkingProvider = { along: () => Promise.resolve([]) };
