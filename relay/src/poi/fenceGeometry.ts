/**
 * The geometry of a fence: its hysteresis margins, the distance it is measured with, and the grid
 * cells it is indexed under. Shared by the engine (geofence.ts), its index (companyFences.ts) and
 * the store's checks.
 */

/**
 * Margin at least this wide on each side of the radius: trackers report within about 5 to 15 m,
 * and a truck parked on the boundary jitters by that much from report to report.
 */
export const MIN_HYSTERESIS_M = 15;
/**
 * Margin as a share of the radius: a wide fence is crossed at speed, with reports a few hundred
 * metres apart and positions snapped to different roads; 10 % keeps a truck driving along the
 * boundary of a 2 km fence from flapping while still reporting within 200 m of the line.
 */
export const HYSTERESIS_SHARE = 0.1;

/** The margin of a fence: entry this far inside the radius, exit this far outside. */
export const hysteresisM = (radius: number): number =>
  Math.max(MIN_HYSTERESIS_M, HYSTERESIS_SHARE * radius);
/** Entry at or within this distance; never less than half the radius, so a small fence can be entered. */
export const enterRadiusM = (radius: number): number =>
  radius - Math.min(hysteresisM(radius), radius / 2);
/** Exit beyond this distance. */
export const exitRadiusM = (radius: number): number => radius + hysteresisM(radius);

const EARTH_M = 6_371_008.8;
export const RAD = Math.PI / 180;
export const M_PER_DEG = EARTH_M * RAD;

/**
 * Metres between two points, equirectangular at their mean latitude: within 0.1 % of the great
 * circle up to 50 km (geofence.test.ts; past any fence but the huge ones), with one cosine where
 * haversine takes several: it runs tens of thousands of times per tick.
 */
export function fenceDistanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  let dLng = lng2 - lng1;
  if (dLng > 180) dLng -= 360;
  else if (dLng < -180) dLng += 360;
  const x = dLng * Math.cos(((lat1 + lat2) / 2) * RAD);
  const y = lat2 - lat1;
  return Math.sqrt(x * x + y * y) * M_PER_DEG;
}

/** A fence as stored: the POI's id, centre and radius (metres, above zero), geometry version. */
export interface FencePoi {
  id: number;
  lat: number;
  lng: number;
  radius: number;
  /** Goes up when the centre or radius change: the POI's inside state is then rebuilt. */
  version: number;
}

/** Grid cell size in degrees (about 2.2 km north-south, 1.6 km east-west in northern Italy). */
export const CELL_DEG = 0.02;
/** A fence touching more cells than this (huge, or near a pole) is checked against every truck. */
export const MAX_CELLS_PER_FENCE = 1024;
const LNG_CELLS = Math.ceil(360 / CELL_DEG) + 2;
/** The key of the cell in row y and column x (counted from the equator and Greenwich). */
export const cellKey = (y: number, x: number): number => (y + 4600) * LNG_CELLS + (x + 9100);
export const cellOf = (lat: number, lng: number): number =>
  cellKey(Math.floor(lat / CELL_DEG), Math.floor(lng / CELL_DEG));
