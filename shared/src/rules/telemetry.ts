import { VEHICLE_THRESHOLDS as T } from '../constants/vehicles.js';

/** GNSS status codes 0..5 (part 1 §4; 5 is the protected state the wording adds). */
export const GNSS_STATUSES = [
  'off',
  'on_no_gps',
  'on_no_sat',
  'on',
  'on_sleep',
  'protected',
] as const;
export type GnssStatus = (typeof GNSS_STATUSES)[number];
export function gnssStatus(code: number | null | undefined): GnssStatus | undefined {
  return typeof code === 'number' ? GNSS_STATUSES[code] : undefined;
}

/** GSM signal 0..5 to its icon; out-of-range readings are clamped, a missing one is slash. */
export const GSM_SIGNAL_ICONS = ['slash', 'weak', 'fair', 'good', 'strong', 'full'] as const;
export type GsmSignalIcon = (typeof GSM_SIGNAL_ICONS)[number];
export function gsmSignalIcon(level: number | null | undefined): GsmSignalIcon {
  if (typeof level !== 'number' || Number.isNaN(level)) return 'slash';
  const i = Math.min(5, Math.max(0, Math.round(level)));
  return GSM_SIGNAL_ICONS[i] ?? 'slash';
}

/** Tracker data modes by code (the Teltonika AVL "data mode" numbering). */
export const DATA_MODES = [
  'home_stop',
  'home_moving',
  'roaming_stop',
  'roaming_moving',
  'unknown_stop',
  'unknown_moving',
] as const;
export type DataMode = (typeof DATA_MODES)[number];
export function dataMode(code: number | null | undefined): DataMode | undefined {
  return typeof code === 'number' ? DATA_MODES[code] : undefined;
}

export const TACHOGRAPH_SOURCES = ['unknown', 'k_line', 'all_can', 'can', 'fms'] as const;
export type TachographSource = (typeof TACHOGRAPH_SOURCES)[number];
export function tachographSource(code: number | null | undefined): TachographSource {
  return (typeof code === 'number' ? TACHOGRAPH_SOURCES[code] : undefined) ?? 'unknown';
}

export type BatteryLevel = 'good' | 'warning' | 'critical';
/** Above 40 % good, above 20 up to 40 warning, 20 or below critical (devices and probes). */
export function batteryLevel(percent: number): BatteryLevel {
  if (percent > T.goodBatteryPercent) return 'good';
  if (percent > T.lowBatteryPercent) return 'warning';
  return 'critical';
}
