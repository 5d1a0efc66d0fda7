/**
 * The corridor of a calculated route for a search along it (issue 45: fuel and parkings along the
 * route, not around one stop): the route's line thinned to a few hundred points, written as a
 * query parameter "lng,lat;lng,lat;..." with four decimals (about 10 m).
 */
export type LngLat = readonly [number, number];

/** Points a corridor may have: 400 points of 4-decimal pairs are about 7 kB of query. */
export const CORRIDOR_MAX_POINTS = 400;

/**
 * At most `maxPoints` of the route's points, the first and last kept, evenly by index: the
 * embedded route has a point every kilometre or less, so 813 km keep one every 2-3 km and the
 * chord between two kept points stays within a few hundred metres of the road.
 */
export function thinCorridor(
  coordinates: readonly LngLat[],
  maxPoints: number = CORRIDOR_MAX_POINTS,
): LngLat[] {
  if (coordinates.length <= maxPoints) return [...coordinates];
  const step = (coordinates.length - 1) / (maxPoints - 1);
  return Array.from({ length: maxPoints }, (_, i) => coordinates[Math.round(i * step)] as LngLat);
}

export function corridorParam(points: readonly LngLat[]): string {
  return points.map(([x, y]) => `${x.toFixed(4)},${y.toFixed(4)}`).join(';');
}

/** The points of a corridor parameter, or null when it is not 2..400 valid longitude,latitude pairs. */
export function parseCorridor(text: string): LngLat[] | null {
  const pairs = text.split(';');
  if (pairs.length < 2 || pairs.length > CORRIDOR_MAX_POINTS) return null;
  const points: LngLat[] = [];
  for (const pair of pairs) {
    const [lngText, latText, extra] = pair.split(',');
    if (extra !== undefined || !lngText || !latText) return null;
    const lng = Number(lngText);
    const lat = Number(latText);
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
    points.push([lng, lat]);
  }
  return points;
}

/** km/h for a route with no speeds to read (a truck on main roads). */
const DETOUR_FALLBACK_KMH = 60;

/**
 * The corridor's radius (km) for a search by minutes of detour: off the route and back within
 * `minutes`, so half of them each way, at the median of the route's speeds (km/h per coordinate,
 * the roads it takes: an access road off a motorway is slower than the motorway, so not its
 * top). Within the search's 0.1..300 km.
 */
export function detourRadiusKm(minutes: number, speedsKmh: readonly number[]): number {
  const sorted = speedsKmh.filter((v) => v > 0).sort((a, b) => a - b);
  const kmh = sorted[Math.floor(sorted.length / 2)] ?? DETOUR_FALLBACK_KMH;
  const km = Math.round((minutes / 2 / 60) * kmh * 10) / 10;
  return Math.min(300, Math.max(0.1, km));
}
