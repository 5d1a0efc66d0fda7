import type { RoutingProvider } from '../routingProvider.js';
import { withDrivingTimePlan } from './drivingTimePlan.js';
import { NO_PARKINGS, type ParkingProvider } from './parkingProvider.js';

/**
 * The routing provider with "Load breaks and rests": a route request with `includeBreaks` gets
 * the driver's breaks and rests planned on the route the inner provider found (the best one;
 * alternatives are left as they are). Everything else passes through.
 */
export function drivingTimeAware(
  inner: RoutingProvider,
  parkings: ParkingProvider = NO_PARKINGS,
): RoutingProvider {
  return {
    name: inner.name,
    async calculateRoute(request, context) {
      const plan = await inner.calculateRoute(request, context);
      if (!request.includeBreaks) return plan;
      const candidates = await parkings.along(plan.coordinates, context);
      return withDrivingTimePlan(request, plan, candidates);
    },
    calculateReachableAreas: (request, context) => inner.calculateReachableAreas(request, context),
    searchLocations: (text, near, limit) => inner.searchLocations(text, near, limit),
    ...(inner.close ? { close: () => inner.close?.() ?? Promise.resolve() } : {}),
  };
}
