/** Small spherical-geometry helpers shared by the road graph, the simulator and the planner. */
const EARTH_M = 6_371_000;
const RAD = Math.PI / 180;

export function distanceM(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in degrees, 0 north, clockwise. */
export function bearingDeg(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const y = Math.sin((bLng - aLng) * RAD) * Math.cos(bLat * RAD);
  const x =
    Math.cos(aLat * RAD) * Math.sin(bLat * RAD) -
    Math.sin(aLat * RAD) * Math.cos(bLat * RAD) * Math.cos((bLng - aLng) * RAD);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

/** Equirectangular metres from a reference point: exact enough below a few hundred kilometres. */
export function localXY(
  lat: number,
  lng: number,
  refLat: number,
  refLng: number,
): [number, number] {
  return [(lng - refLng) * RAD * EARTH_M * Math.cos(refLat * RAD), (lat - refLat) * RAD * EARTH_M];
}

/**
 * Plausible terrain height in metres: the Alpine arc and the Apennine spine as ridges with a
 * Gaussian cross-section over a low plain, plus the pre-Alpine plateaus north of the Alps. It stands
 * in for a DEM (none ships offline) so altitudes are high on the passes and low in the Po valley.
 */
const ALPS: [number, number][] = [
  [43.95, 7.45],
  [44.4, 6.9],
  [45.1, 6.75],
  [45.85, 6.9],
  [45.95, 7.7],
  [46.35, 8.2],
  [46.55, 8.6],
  [46.5, 9.4],
  [46.55, 10.2],
  [46.95, 11.1],
  [47.05, 12.3],
  [46.9, 13.4],
  [46.55, 14.4],
];
const APENNINES: [number, number][] = [
  [44.45, 8.7],
  [44.35, 9.9],
  [44.1, 11.0],
  [43.6, 12.2],
  [42.9, 13.0],
  [42.3, 13.6],
  [41.7, 14.2],
  [40.9, 15.2],
  [40.3, 15.8],
  [39.6, 16.1],
  [38.8, 16.3],
];

function ridgeDistanceKm(lat: number, lng: number, ridge: [number, number][]): number {
  let best = Infinity;
  const kx = 111.32 * Math.cos(lat * RAD);
  for (let i = 1; i < ridge.length; i++) {
    const [aLat, aLng] = ridge[i - 1] as [number, number];
    const [bLat, bLng] = ridge[i] as [number, number];
    const ax = (aLng - lng) * kx;
    const ay = (aLat - lat) * 111.32;
    const bx = (bLng - lng) * kx;
    const by = (bLat - lat) * 111.32;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

export function terrainAltitudeM(lat: number, lng: number): number {
  const alps = 1500 * Math.exp(-((ridgeDistanceKm(lat, lng, ALPS) / 38) ** 2));
  const apennines = 650 * Math.exp(-((ridgeDistanceKm(lat, lng, APENNINES) / 28) ** 2));
  const plateau = lat > 47.1 && lng > 7 && lng < 13.5 ? 420 : 0;
  return Math.round(25 + Math.max(alps + plateau * 0.6, plateau) + apennines);
}

/** Ray casting: is [lng, lat] inside the ring? */
export function ringContains(ring: readonly [number, number][], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
