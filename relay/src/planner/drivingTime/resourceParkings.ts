import type { CandidateStop } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import {
  ResourceProviderError,
  type ResourceProvider,
  type ResourceQuery,
} from '../resources/resourceProvider.js';
import type { ParkingProvider } from './parkingProvider.js';

/** Search circles of this radius every SPACING_KM along the route: a corridor about 4 km wide. */
const RADIUS_KM = 5;
const SPACING_KM = 8;
/** Parkings asked per circle: more than any circle of the sample data holds. */
const PER_CIRCLE = 50;
/** Circles asked at once of a planner service by URL. */
const CONCURRENCY = 6;

/** Points along the line about `spacingKm` apart, the first and last included. */
export function samplePoints(
  coordinates: readonly [number, number][],
  spacingKm: number,
): [number, number][] {
  const points: [number, number][] = [];
  let since = Infinity;
  let previous: [number, number] | undefined;
  for (const point of coordinates) {
    if (previous) since += distanceM(previous[1], previous[0], point[1], point[0]) / 1000;
    if (since >= spacingKm) {
      points.push(point);
      since = 0;
    }
    previous = point;
  }
  const last = coordinates.at(-1);
  if (last && since > 0) points.push(last);
  return points;
}

const circle = (lng: number, lat: number): ResourceQuery => ({
  lat,
  lng,
  radiusKm: RADIUS_KM,
  services: ['parkings'],
  stationServices: [],
  parkingFilters: [],
  minRating: 0,
  minSecurityRating: 0,
  verifiedOnly: false,
  page: 0,
  perPage: PER_CIRCLE,
});

/**
 * The break planner's parkings from the planner service (part 2 §7): truck parkings and service
 * areas in circles along the route, each once. The tour planner keeps those within its tolerance
 * of the road. Without a company (a call from outside a request) nothing is asked; a service
 * that fails gives no parkings (the stops fall at the route points).
 */
export function resourceParkings(resources: ResourceProvider): ParkingProvider {
  return {
    async along(coordinates, context) {
      if (context?.company === undefined) return [];
      const company = context.company;
      const found = new Map<string, CandidateStop>();
      const queue = samplePoints(coordinates, SPACING_KM);
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const page = await resources.search(circle(next[0], next[1]), {
            company,
            ...(context.signal ? { signal: context.signal } : {}),
          });
          for (const p of page.parkings)
            found.set(String(p.id), { x: p.coordinate.x, y: p.coordinate.y, name: p.name });
        }
      };
      try {
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      } catch (error) {
        // A planner service that fails costs the parkings, not the plan: route points instead.
        if (!(error instanceof ResourceProviderError)) throw error;
        queue.length = 0;
        return [];
      }
      return [...found.values()];
    },
  };
}
