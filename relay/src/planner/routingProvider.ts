import type {
  LocationResult,
  ReachableAreasRequest,
  ReachableAreasResult,
  RoutePlanResult,
  RouteRequest,
  TrafficAlert,
} from '@fleetdeck/shared';

/** What a calculation may use besides its request. */
export interface RoutingContext {
  signal?: AbortSignal;
  /** The live traffic feed's current alerts (severity ≥ 2), for the traffic delay. */
  traffic?: readonly TrafficAlert[];
  /** The company asking (the planner service is told it when parkings are searched). */
  company?: number;
}

/**
 * The routing provider of part 2 §7: the embedded one on the bundled road graph, or a real engine
 * by `ROUTING_URL` (Valhalla). Both answer the shared shapes of `@fleetdeck/shared` (routing.ts);
 * tolls, costs and emissions come from the shared cost model in both.
 */
export interface RoutingProvider {
  readonly name: 'embedded' | 'valhalla';
  calculateRoute(request: RouteRequest, context?: RoutingContext): Promise<RoutePlanResult>;
  calculateReachableAreas(
    request: ReachableAreasRequest,
    context?: RoutingContext,
  ): Promise<ReachableAreasResult>;
  /** Places by text, best first; `near` (x = lng, y = lat) ranks closer places higher. */
  searchLocations(
    text: string,
    near: { x: number; y: number } | undefined,
    limit: number,
  ): Promise<LocationResult[]>;
  close?(): Promise<void>;
}

export type RoutingErrorCode =
  /** A waypoint lies too far from any road the vehicle may use (`waypointIndex` says which). */
  | 'unreachable_waypoint'
  /** No road connects the waypoints at all (not even breaking the vehicle's limits). */
  | 'no_route'
  /** The vehicle is over the legal limits of a country no route avoids (the message says which). */
  | 'over_legal_limit'
  /** The engine behind `ROUTING_URL` did not answer, answered 5xx, or timed out. */
  | 'provider_unavailable'
  /** The engine answered something we cannot read. */
  | 'bad_provider_answer';

/** A calculation that cannot give a route: the API answers 422 with the message, never 500. */
export class RoutingError extends Error {
  constructor(
    readonly code: RoutingErrorCode,
    message: string,
    readonly waypointIndex?: number,
  ) {
    super(message);
    this.name = 'RoutingError';
  }
}
