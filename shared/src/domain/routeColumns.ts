/**
 * A route answer as columns of numbers: what the analyser reads from its reports. A 3-day route is
 * about 10,000 reports: as GeoJSON, 3 MB of text that the browser takes 60-200 ms only to read on
 * these machines, then parses. The relay makes the columns once from the upstream answer and
 * sends them as about 0.5 MB of binary (`ROUTE_COLUMNS_TYPE`, asked for with `Accept` on route.json); the
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
 * The binary form: a little-endian u32 header length, the header as JSON (`count` and how each
 * column is sent), padding to 8 bytes, then the columns in that order, each padded to 8 bytes.
 * The columns are `times`, `lng` and `lat` (NaN where a report is no point), and the telemetries
 * that at least one report has. A column whose every value is `(offset + q) / scale` exactly, for a
 * 32-bit integer q and one scale of `SCALES` (a value rounded to so many decimals), is sent as those integers (4 bytes a value, NaN as
 * `NO_VALUE`), else as float64: half the bytes for the times, the coordinates and the telemetry of
 * real routes, and every value comes back the same double that went.
 */
interface ColumnSpec {
  name: string;
  /** int32 columns: `(offset + q) / scale`; absent: float64. */
  offset?: number;
  scale?: number;
}
interface ColumnsHeader {
  count: number;
  columns: ColumnSpec[];
}

const SCALES = [1, 10, 100, 1000, 1e6];
const NO_VALUE = -0x80000000;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const pad8 = (bytes: number) => Math.ceil(bytes / 8) * 8;

/** The column as int32 at the first scale that keeps every value exactly, if one does. */
function asInt32(column: Float64Array): { offset: number; scale: number; ints: Int32Array } | null {
  const first = column.find((v) => !Number.isNaN(v)) ?? 0;
  const ints = new Int32Array(column.length);
  next: for (const scale of SCALES) {
    const offset = Math.round(first * scale);
    for (let i = 0; i < column.length; i++) {
      const v = column[i]!;
      if (Number.isNaN(v)) {
        ints[i] = NO_VALUE;
        continue;
      }
      const q = Math.round(v * scale) - offset;
      if (!(q > NO_VALUE && q <= 0x7fffffff) || (offset + q) / scale !== v) continue next;
      ints[i] = q;
    }
    return { offset, scale, ints };
  }
  return null;
}

/** The columns as the relay sends them (see `decodeRouteColumns`). */
export function encodeRouteColumns(c: RouteColumns): Uint8Array<ArrayBuffer> {
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
  const packed = sent.map(([name, column]) => {
    const int = asInt32(column);
    return int
      ? { spec: { name, offset: int.offset, scale: int.scale }, bytes: int.ints }
      : { spec: { name }, bytes: column };
  });
  // ASCII: the header holds numbers and the columns' names.
  const json = JSON.stringify({
    count: n,
    columns: packed.map((p) => p.spec),
  } satisfies ColumnsHeader);
  const header = Uint8Array.from(json, (ch) => ch.charCodeAt(0));
  let at = pad8(4 + header.length);
  const out = new Uint8Array(at + packed.reduce((sum, p) => sum + pad8(p.bytes.byteLength), 0));
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  for (const { bytes } of packed) {
    out.set(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), at);
    at += pad8(bytes.byteLength);
  }
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
  const int = (spec: ColumnSpec) =>
    typeof spec.offset === 'number' && typeof spec.scale === 'number' && spec.scale > 0;
  const length = columns.reduce(
    (sum, spec) => sum + pad8(n * (int(spec) ? 4 : 8)),
    pad8(4 + headerLength),
  );
  if (buffer.byteLength !== length) fail('length does not match its header');
  const read = new Map<string, Float64Array>();
  let at = pad8(4 + headerLength);
  for (const spec of columns) {
    if (int(spec)) {
      const { offset, scale } = spec as Required<ColumnSpec>;
      const ints = new Int32Array(buffer, at, n);
      const column = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const q = ints[i]!;
        column[i] = q === NO_VALUE ? NaN : (offset + q) / scale;
      }
      read.set(spec.name, column);
      at += pad8(n * 4);
    } else {
      read.set(spec.name, new Float64Array(buffer, at, n));
      at += n * 8;
    }
  }
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
