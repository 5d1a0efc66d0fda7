import { SEARCH_DEFAULTS, type TruckId } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import type { DerivedTruck } from './derivedFleet.js';

/** Part 1 §9: default search radius 10 (km). */
export const NEARBY_DEFAULT_RADIUS_KM = SEARCH_DEFAULTS.radiusKm;

export interface NearbyVehicle {
  id: TruckId;
  distanceKm: number;
}

const KM_PER_DEGREE_LAT = 111.2;

/**
 * Vehicles within `radiusKm` of a point, nearest first (ties by id). A linear scan: it runs once
 * per request, 50,000 trucks take about a millisecond, and a latitude band rejects most of them
 * before the great-circle distance, so a spatial index would only add upkeep on every tick.
 */
export function nearbyVehicles(
  trucks: Iterable<DerivedTruck>,
  origin: { lat: number; lng: number },
  radiusKm: number = NEARBY_DEFAULT_RADIUS_KM,
  exclude?: TruckId,
): NearbyVehicle[] {
  const band = radiusKm / KM_PER_DEGREE_LAT;
  const out: NearbyVehicle[] = [];
  for (const d of trucks) {
    const lp = d.truck.lastpoint;
    if (!lp || d.id === exclude || Math.abs(lp.lat - origin.lat) > band) continue;
    const distanceKm = distanceM(origin.lat, origin.lng, lp.lat, lp.lng) / 1000;
    if (distanceKm <= radiusKm) out.push({ id: d.id, distanceKm });
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}
