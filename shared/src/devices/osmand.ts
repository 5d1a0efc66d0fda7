import type { DeviceReading } from './reading.js';

/** A bad OsmAnd field: `field` names it (the HTTP answer is a 400 naming it). */
export class OsmandFieldError extends Error {
  /** The query/form/JSON field at fault. */
  readonly field: string;

  /** @param field the field; @param message what is wrong with it */
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'OsmandFieldError';
    this.field = field;
  }
}

/** One OsmAnd position: the device's id and its reading. */
export interface OsmandPosition {
  deviceId: string;
  reading: DeviceReading;
}

const KNOTS_TO_KMH = 1.852;
const MPS_TO_KMH = 3.6;
/**
 * The identifiers an OsmAnd client may send (`id`, `deviceid`, `device_id`): 1-64 letters, digits
 * or `. _ : -` (a ':' for the MAC-like ids some phones are given). The one definition: the parser
 * and the device registry check the same set, so a device listed as unknown can be bound.
 */
export const OSMAND_DEVICE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

type Fields = Readonly<Record<string, unknown>>;

function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string')
    throw new OsmandFieldError(name, 'is given more than once or is not text');
  return value;
}

function numberField(fields: Fields, name: string, min: number, max: number): number | undefined {
  const raw = text(fields, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new OsmandFieldError(name, `"${raw}" is not a number`);
  if (value < min || value > max)
    throw new OsmandFieldError(name, `${value} is outside ${min}..${max}`);
  return value;
}

function deviceIdOf(raw: string | undefined, field: string): string {
  if (raw === undefined) throw new OsmandFieldError(field, 'is missing');
  if (!OSMAND_DEVICE_ID.test(raw)) {
    throw new OsmandFieldError(field, 'must be 1 to 64 letters, digits or . _ : -');
  }
  return raw;
}

/** Seconds, milliseconds (13 digits) or an ISO 8601 date. */
function timeOf(raw: string | undefined, field: string, now: number): number {
  if (raw === undefined) return now;
  const time = /^\d+(\.\d+)?$/.test(raw)
    ? Number(raw) * (Number(raw) > 1e11 ? 1 : 1000)
    : Date.parse(raw);
  if (!Number.isFinite(time))
    throw new OsmandFieldError(field, `"${raw}" is not seconds or an ISO date`);
  return Math.round(time);
}

/**
 * Parses Traccar Client's OsmAnd query or form fields: `id` (or `deviceid`), `timestamp` (seconds,
 * ms or ISO; receive time when absent), `lat` and `lon` (or `location=lat,lon`), `speed` (knots),
 * `bearing` (or `heading`), `altitude`, `accuracy`, `batt` (percent).
 * @param fields the parsed query or urlencoded body
 * @param now receive time, ms, for a position without `timestamp`
 * @throws OsmandFieldError naming the first bad field
 */
export function parseOsmandFields(fields: Fields, now: number): OsmandPosition {
  const deviceId = deviceIdOf(text(fields, 'id') ?? text(fields, 'deviceid'), 'id');
  const location = text(fields, 'location');
  const [latText, lonText] = location?.split(',') ?? [];
  const coordinates: Fields = location === undefined ? fields : { lat: latText, lon: lonText };
  const lat = numberField(coordinates, 'lat', -90, 90);
  const lng = numberField(coordinates, 'lon', -180, 180);
  if (lat === undefined) throw new OsmandFieldError('lat', 'is missing');
  if (lng === undefined) throw new OsmandFieldError('lon', 'is missing');
  const knots = numberField(fields, 'speed', 0, 1000) ?? 0;
  const heading = numberField(fields, 'bearing', 0, 360) ?? numberField(fields, 'heading', 0, 360);
  const altitude = numberField(fields, 'altitude', -1000, 100_000);
  numberField(fields, 'accuracy', 0, 1e7);
  numberField(fields, 'batt', 0, 100);
  const reading: DeviceReading = {
    time: timeOf(text(fields, 'timestamp'), 'timestamp', now),
    lat,
    lng,
    heading: heading ?? 0,
    speed: Math.round(knots * KNOTS_TO_KMH * 10) / 10,
  };
  if (altitude !== undefined) reading.altitude = altitude;
  return { deviceId, reading };
}

function objectAt(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new OsmandFieldError(field, 'must be an object');
  }
  return value as Fields;
}

/**
 * Parses the JSON body of the newer Traccar Client: `{ device_id, location: { timestamp (ISO),
 * coords: { latitude, longitude, speed (m/s), heading, altitude, accuracy }, is_moving,
 * battery: { level (0-1) } } }`. A negative speed or heading means unknown (0).
 * @throws OsmandFieldError naming the first bad field, e.g. `location.coords.latitude`
 */
export function parseOsmandJson(body: unknown, now: number): OsmandPosition {
  const root = objectAt(body, 'body');
  const deviceId = deviceIdOf(text(root, 'device_id'), 'device_id');
  const location = objectAt(root.location, 'location');
  const coords = objectAt(location.coords, 'location.coords');
  const field = (name: string, min: number, max: number): number | undefined => {
    const value = coords[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new OsmandFieldError(`location.coords.${name}`, 'is not a number');
    }
    if (value < min || value > max) {
      throw new OsmandFieldError(`location.coords.${name}`, `${value} is outside ${min}..${max}`);
    }
    return value;
  };
  const lat = field('latitude', -90, 90);
  const lng = field('longitude', -180, 180);
  if (lat === undefined) throw new OsmandFieldError('location.coords.latitude', 'is missing');
  if (lng === undefined) throw new OsmandFieldError('location.coords.longitude', 'is missing');
  const speed = field('speed', -1, 1000) ?? 0;
  const heading = field('heading', -1, 360) ?? 0;
  const altitude = field('altitude', -1000, 100_000);
  field('accuracy', -1, 1e7);
  const stamp = location.timestamp;
  const time = timeOf(
    typeof stamp === 'number' ? String(stamp) : typeof stamp === 'string' ? stamp : undefined,
    'location.timestamp',
    now,
  );
  const reading: DeviceReading = {
    time,
    lat,
    lng,
    heading: Math.max(0, heading),
    speed: Math.round(Math.max(0, speed) * MPS_TO_KMH * 10) / 10,
  };
  if (altitude !== undefined) reading.altitude = altitude;
  if (typeof location.is_moving === 'boolean') reading.movement = location.is_moving;
  return { deviceId, reading };
}
