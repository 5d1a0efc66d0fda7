import { distanceM } from '@fleetdeck/shared/roads';
import type { Poi } from '@fleetdeck/shared';
import { insideRing } from './embeddedResources.js';
import type { PoiResource, ResourceQuery } from './resourceProvider.js';
import type { Ring } from './reachableArea.js';

export const poiResource = (poi: Poi, from: { lat: number; lng: number }): PoiResource => ({
  id: poi.id,
  type: 'poi',
  name: poi.description,
  coordinate: { x: poi.lng, y: poi.lat },
  icon: poi.type_icon ?? null,
  reference: {
    id: poi.id,
    type: poi.type,
    type_icon: poi.type_icon ?? null,
    color: poi.color ?? poi.type_color ?? null,
    note: poi.note ?? null,
    description: poi.description,
  },
  distance: Math.round(distanceM(from.lat, from.lng, poi.lat, poi.lng)),
});

/** The company's POIs within the query's radius or area, nearest first: all of them, unpaged. */
export function poisNear(pois: readonly Poi[], query: ResourceQuery, ring?: Ring): PoiResource[] {
  return pois
    .filter((p) => (ring ? insideRing(ring, p.lng, p.lat) : true))
    .map((p) => poiResource(p, query))
    .filter((r) => ring || (r.distance ?? 0) <= query.radiusKm * 1000)
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}
