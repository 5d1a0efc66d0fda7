/**
 * A route answer as columns of numbers: what the analyser reads from its reports. A 3-day route is
 * about 10,000 reports: as GeoJSON, 3 MB of text that the browser takes 60-200 ms only to read on
 * these machines, then parses. The relay makes the columns once from the upstream answer and
 * sends them as 1 MB of binary (`ROUTE_COLUMNS_TYPE`, asked for with `Accept` on route.json); the
 * route worker reads them into typed arrays and hands them to the page.
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
  /** The report of each point. */
  pointIndex: Uint32Array;
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
  const pointIndex = new Uint32Array(pointCount);
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
    pointIndex[j] = i;
    j++;
  }
  return { count: n, times, telemetry, points: { lngLat, times: pointTimes, speeds }, pointIndex };
}

/** The arrays a worker hands over with the columns (moved, not copied; each buffer once). */
export function columnBuffers(c: RouteColumns): ArrayBuffer[] {
  const arrays = [
    c.times,
    ...Object.values(c.telemetry),
    c.points.lngLat,
    c.points.times,
    c.points.speeds,
    c.pointIndex,
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** The media type of route.json as columns (the relay's answer to `Accept` naming it). */
export const ROUTE_COLUMNS_TYPE = 'application/vnd.fleetdeck.route-columns';

/**
 * The binary form: a little-endian u32 header length, the header as JSON (`count` and the names of
 * the columns sent), padding to 8 bytes, then each column as `count` float64 in that order. The
 * columns are `times`, `lng` and `lat` (NaN where a report is no point), and the telemetries that
 * at least one report has.
 */
interface ColumnsHeader {
  count: number;
  columns: string[];
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The columns as the relay sends them (see `decodeRouteColumns`). */
export function encodeRouteColumns(c: RouteColumns): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('route columns: a little-endian machine is needed');
  const n = c.count;
  const lng = new Float64Array(n).fill(NaN);
  const lat = new Float64Array(n).fill(NaN);
  c.pointIndex.forEach((i, j) => {
    lng[i] = c.points.lngLat[2 * j]!;
    lat[i] = c.points.lngLat[2 * j + 1]!;
  });
  const sent: [string, Float64Array][] = [
    ['times', c.times],
    ['lng', lng],
    ['lat', lat],
  ];
  for (const key of TELEMETRY_KEYS)
    if (c.telemetry[key].some((v) => !Number.isNaN(v))) sent.push([key, c.telemetry[key]]);
  // ASCII: the header holds numbers and the columns' names.
  const json = JSON.stringify({
    count: n,
    columns: sent.map(([name]) => name),
  } satisfies ColumnsHeader);
  const header = Uint8Array.from(json, (ch) => ch.charCodeAt(0));
  const start = Math.ceil((4 + header.length) / 8) * 8;
  const out = new Uint8Array(start + sent.length * n * 8);
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  sent.forEach(([, column], k) =>
    out.set(new Uint8Array(column.buffer, column.byteOffset, n * 8), start + k * n * 8),
  );
  return out;
}

/** The columns from their binary form; throws naming what is wrong. */
export function decodeRouteColumns(buffer: ArrayBuffer): RouteColumns {
  const fail = (what: string): never => {
    throw new Error(`route columns: ${what}`);
  };
  if (!LITTLE_ENDIAN) fail('a little-endian machine is needed');
  if (buffer.byteLength < 4) fail('too short');
  const headerLength = new DataView(buffer).getUint32(0, true);
  if (headerLength > 4096 || 4 + headerLength > buffer.byteLength) fail('header length is wrong');
  let header: ColumnsHeader;
  try {
    header = JSON.parse(
      String.fromCharCode(...new Uint8Array(buffer, 4, headerLength)),
    ) as ColumnsHeader;
  } catch {
    return fail('header is not JSON');
  }
  const { count: n, columns } = header;
  if (!Number.isInteger(n) || n < 0 || !Array.isArray(columns))
    fail('header without count or columns');
  const start = Math.ceil((4 + headerLength) / 8) * 8;
  if (buffer.byteLength !== start + columns.length * n * 8)
    fail('length does not match its header');
  const read = new Map<string, Float64Array>();
  columns.forEach((name, k) => read.set(name, new Float64Array(buffer, start + k * n * 8, n)));
  const need = (name: string) => read.get(name) ?? fail(`no ${name} column`);
  const times = need('times');
  const lng = need('lng');
  const lat = need('lat');
  const telemetry = {} as Record<TelemetryKey, Float64Array>;
  for (const key of TELEMETRY_KEYS) telemetry[key] = read.get(key) ?? new Float64Array(n).fill(NaN);
  let m = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(lng[i]!)) m++;
  const lngLat = new Float64Array(2 * m);
  const pointTimes = new Float64Array(m);
  const speeds = new Float64Array(m);
  const pointIndex = new Uint32Array(m);
  for (let i = 0, j = 0; i < n; i++) {
    if (Number.isNaN(lng[i]!)) continue;
    lngLat[2 * j] = lng[i]!;
    lngLat[2 * j + 1] = lat[i]!;
    pointTimes[j] = times[i]!;
    const speed = telemetry.speed[i]!;
    speeds[j] = Number.isNaN(speed) ? 0 : speed;
    pointIndex[j] = i;
    j++;
  }
  return {
    count: n,
    times,
    telemetry,
    points: { lngLat, times: pointTimes, speeds },
    pointIndex,
  };
}
