import type { SimVehicle } from './fleet.js';
import { DRIVER_STATUSES, PhaseKind, type SimDriver } from './model.js';
import type { Sample } from './sample.js';

/** A driver as upstream nests it in a last point (spec part 1, section 3). */
export interface UpstreamDriver {
  id: number;
  name: string;
  surname: string;
  card: string;
  card_expiration: string;
  position: 1 | 2;
  state: { id: number; description: string };
}

export interface UpstreamTelemetry {
  battery_level: number;
  external_voltage: number;
  gnss_status: number;
  gsm_signal: number;
  tacho_overspeed: boolean;
  tacho_timestamp: string;
  device_timestamp: string;
}

/** Upstream's last point, field names exactly as the spec lists them. */
export interface UpstreamLastPoint {
  lat: number;
  lng: number;
  date: string;
  updated_at: string;
  speed: number;
  tacho_speed: number;
  heading: number;
  altitude: number;
  rpm_engine: number;
  ignition: number;
  fuel_level: number | null;
  fuel_total: number | null;
  odometer: number;
  gps_odometer: number;
  daily_distance: number;
  activity: number | null;
  driver: UpstreamDriver | null;
  codriver: UpstreamDriver | null;
  last_driver: UpstreamDriver | null;
  last_driver_date: string | null;
  rfid: { name: string; surname: string } | null;
  provenience: { web_label: string; icon: string };
  company: number;
  telemetry: UpstreamTelemetry;
}

/** Deterministic noise in [0, 1) from a vehicle and an instant: the same report reads the same. */
export function noise(id: number, t: number, salt = 0): number {
  let h =
    Math.imul(id ^ 0x27d4eb2d, 0x165667b1) ^ Math.imul(Math.floor(t) + salt * 0x9e37, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

export const iso = (s: number): string => new Date(Math.round(s * 1000)).toISOString();
const r1 = (v: number): number => Math.round(v * 10) / 10;
const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;

const TRACKER_PROVENIENCE = Object.freeze({ web_label: 'Tracker', icon: 'satellite' });
const TRAILER_PROVENIENCE = Object.freeze({ web_label: 'Trailer tracker', icon: 'satellite' });

const driverViews = new WeakMap<SimDriver, UpstreamDriver[]>();

/**
 * The driver as nested in last points, one frozen object per driver and status: every report
 * shares it instead of allocating three copies (driver, last_driver, and again next report).
 */
function upstreamDriver(d: SimDriver, status: number): UpstreamDriver {
  let views = driverViews.get(d);
  if (!views) {
    views = [];
    driverViews.set(d, views);
  }
  let view = views[status];
  if (!view) {
    view = Object.freeze({
      id: d.id,
      name: d.name,
      surname: d.surname,
      card: d.card,
      card_expiration: d.card_expiration,
      position: d.position,
      state: Object.freeze({
        id: status,
        description: DRIVER_STATUSES[status]?.DESCRIZIONE ?? 'none',
      }),
    });
    views[status] = view;
  }
  return view;
}

/** The motion readings of one report, shared by the live last point and the route history. */
export interface Reading {
  /** Seconds: the report's `date` as the device stamps it (some device clocks run ahead). */
  dateS: number;
  speed: number;
  tachoSpeed: number;
  ignition: number;
  rpm: number;
  overspeed: boolean;
  noise: number;
}

export function readingOf(v: SimVehicle, s: Sample): Reading {
  const t = s.t;
  const n = noise(v.id, t);
  const trailer = v.type === 3;
  const driving = s.phase.kind === PhaseKind.Drive;
  const speed = s.speed > 0.5 ? Math.max(1, Math.round(s.speed + (n - 0.5) * 6)) : 0;
  const overspeed = v.fault === 'tacho_overspeed' && driving && s.roadSpeed >= 80;
  const ignition = !trailer && driving ? 1 : 0;
  return {
    dateS: v.fault === 'device_timestamp' ? t + 3_900 + (v.id % 40) * 60 : t,
    speed,
    tachoSpeed: trailer ? 0 : overspeed ? 91 + Math.round(n * 7) : Math.round(speed * 0.985),
    ignition,
    rpm: ignition ? Math.round(650 + speed * 9 + n * 120) : 0,
    overspeed,
    noise: n,
  };
}

export const fuelLevel = (v: SimVehicle, s: Sample, tankL: number): number | null =>
  v.type === 3 ? null : Math.round((s.fuel / tankL) * 1000) / 10;
export const fuelTotal = (v: SimVehicle, s: Sample): number | null =>
  v.type === 3 ? null : r1(s.burnt);
export const odometerKm = (s: Sample): number => r1(s.odometer / 1000);
export const gpsOdometerKm = (s: Sample): number => r1((s.odometer / 1000) * 0.993);

/**
 * Dresses a physical sample as the tracker reports it, with this vehicle's faults. Live
 * (`GET /trucks`) and history (route.json, passage) share `readingOf`, so they agree.
 */
export function dressLastPoint(
  v: SimVehicle,
  s: Sample,
  tankL: number,
  dailyMetres: number,
): UpstreamLastPoint {
  const t = s.t;
  const phase = s.phase;
  const trailer = v.type === 3;
  const reading = readingOf(v, s);
  const { speed, ignition, overspeed, noise: n } = reading;
  const bucket = Math.floor(t / 600);
  const slow = noise(v.id, bucket, 1);

  let battery = Math.round(70 + slow * 30);
  if (v.fault === 'low_battery') battery = Math.round(3 + slow * 16);
  let voltage = ignition ? 27_400 + Math.round(n * 600) : 24_600 + Math.round(n * 600);
  if (v.fault === 'no_power') voltage = 0;
  if (v.fault === 'low_power') voltage = 7_600 + Math.round(n * 1_300);
  const gnss = v.fault === 'no_gps' || s.tunnel ? 1 : 3;
  const gsm = s.tunnel ? 0 : 1 + Math.floor(slow * 5);

  // Clock faults: the timestamps a tracker stamps drift apart in these ways.
  const dateS = reading.dateS;
  const updatedS = t + 2 + Math.floor(n * 4);
  const tachoS = v.fault === 'tacho_clock_updated' ? t - 900 - (v.id % 30) * 60 : t;
  const deviceS = v.fault === 'tacho_clock_device' ? t + 1_200 + (v.id % 20) * 60 : dateS;

  // Most timestamps agree; format each distinct instant once.
  const atT = iso(t);
  const stamp = (x: number): string => (x === t ? atT : iso(x));
  const driver = v.driver ? upstreamDriver(v.driver, phase.status) : null;
  const codriver = v.codriver ? upstreamDriver(v.codriver, phase.status) : null;
  return {
    lat: r6(s.lat),
    lng: r6(s.lng),
    date: stamp(dateS),
    updated_at: iso(updatedS),
    speed,
    tacho_speed: reading.tachoSpeed,
    heading: Math.round(s.heading),
    altitude: Math.round(s.altitude),
    rpm_engine: reading.rpm,
    ignition,
    fuel_level: fuelLevel(v, s, tankL),
    fuel_total: fuelTotal(v, s),
    odometer: odometerKm(s),
    gps_odometer: gpsOdometerKm(s),
    daily_distance: r1(dailyMetres / 1000),
    activity: trailer ? null : phase.activity,
    driver,
    codriver,
    last_driver: driver,
    last_driver_date: driver ? iso(phase.t0) : null,
    rfid:
      v.rfid && v.driver ? Object.freeze({ name: v.driver.name, surname: v.driver.surname }) : null,
    provenience: trailer ? TRAILER_PROVENIENCE : TRACKER_PROVENIENCE,
    company: v.company,
    // Frozen: list() copies the last point shallowly, and callers must not reach into the simulation.
    telemetry: Object.freeze({
      battery_level: battery,
      external_voltage: voltage,
      gnss_status: gnss,
      gsm_signal: gsm,
      tacho_overspeed: overspeed,
      tacho_timestamp: stamp(tachoS),
      device_timestamp: stamp(deviceS),
    }),
  };
}
