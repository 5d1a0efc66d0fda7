import type { CandidateStop } from '@fleetdeck/shared';

/**
 * Where a driver may stop for a break or a rest along a route: truck parkings and service areas.
 * The resources service (planner service of part 2 §7) will answer this; until it is wired the
 * embedded default knows no parking and every stop falls at the route point of its limit.
 */
export interface ParkingProvider {
  /** Candidates near the route's coordinates ([longitude, latitude]). */
  along(coordinates: readonly [number, number][], signal?: AbortSignal): Promise<CandidateStop[]>;
}

export const NO_PARKINGS: ParkingProvider = { along: () => Promise.resolve([]) };
