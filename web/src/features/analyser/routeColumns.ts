/**
 * A route answer as columns of numbers: what the analyser reads from its reports, made once (by the
 * route worker, off the page's main thread) and handed over as typed arrays. A 3-day route is
 * about 10,000 reports: as GeoJSON objects, 2.9 MB of text to parse on the page.
 */

/** A route report as `route.json` gives it (a GeoJSON feature; the path is made of the points). */
export interface RouteReport {
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/**
 * Where each telemetry is read in a report, by the chart's key; `consumption` is the cumulative
 * `fuel_total` (the chart counts from the range's first report) and `activity` the tracker's
 * driver activity (0 rest … 4 no driver).
 */
const READ = {
  speed: (p) => p['speed'],
  tacho_speed: (p) => p['tacho_speed'],
  odometer: (p) => p['odometer'],
  gps_odometer: (p) => p['gps_odometer'],
  altitude: (p) => p['altitude'],
  lastpoint_weight: (p) => p['weight'] ?? p['lastpoint_weight'],
  engine_rpm: (p) => p['rpm_engine'] ?? p['engine_rpm'],
  engine_coolant_temperature: (p) => p['engine_coolant_temperature'],
  consumption: (p) => p['fuel_total'],
  activity: (p) => p['activity'],
} satisfies Record<string, (p: Record<string, unknown>) => unknown>;

export type TelemetryKey = keyof typeof READ;
export const TELEMETRY_KEYS = Object.keys(READ) as TelemetryKey[];

export interface RouteColumns {
  /** Reports in the answer, in time order. */
  count: number;
  /** Epoch ms of each report (NaN without a date). */
  times: Float64Array;
  /** Each telemetry by report: NaN where the report has no finite number. */
  telemetry: Record<TelemetryKey, Float64Array>;
  /** The point reports, of which the path is made. */
  points: {
    /** Longitude, latitude of each. */
    lngLat: Float64Array;
    /** Epoch ms of each (NaN without a date). */
    times: Float64Array;
    /** km/h, 0 where the report has none. */
    speeds: Float64Array;
  };
}

const dateOf = (p: Record<string, unknown>): number =>
  typeof p['date'] === 'string' ? Date.parse(p['date']) : NaN;

/** The columns of a route answer's reports (checked before, as `parseRouteAnswer` does). */
export function routeColumns(reports: readonly RouteReport[]): RouteColumns {
  const n = reports.length;
  const times = new Float64Array(n);
  const telemetry = {} as Record<TelemetryKey, Float64Array>;
  for (const key of TELEMETRY_KEYS) telemetry[key] = new Float64Array(n);
  let pointCount = 0;
  for (const r of reports) if (r.geometry.type === 'Point') pointCount++;
  const lngLat = new Float64Array(pointCount * 2);
  const pointTimes = new Float64Array(pointCount);
  const speeds = new Float64Array(pointCount);
  let j = 0;
  for (let i = 0; i < n; i++) {
    const { geometry, properties: p } = reports[i]!;
    const t = dateOf(p);
    times[i] = t;
    for (const key of TELEMETRY_KEYS) {
      const v = READ[key](p);
      telemetry[key][i] = typeof v === 'number' && Number.isFinite(v) ? v : NaN;
    }
    if (geometry.type !== 'Point') continue;
    const [lng, lat] = geometry.coordinates as [number, number];
    lngLat[2 * j] = lng;
    lngLat[2 * j + 1] = lat;
    pointTimes[j] = t;
    const speed = p['speed'];
    speeds[j] = typeof speed === 'number' ? speed : 0;
    j++;
  }
  return { count: n, times, telemetry, points: { lngLat, times: pointTimes, speeds } };
}

/** The arrays a worker hands over with the columns (moved, not copied). */
export function columnBuffers(c: RouteColumns): ArrayBuffer[] {
  return [
    c.times,
    ...Object.values(c.telemetry),
    c.points.lngLat,
    c.points.times,
    c.points.speeds,
  ].map((a) => a.buffer as ArrayBuffer);
}
