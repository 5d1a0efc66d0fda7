import { VEHICLE_THRESHOLDS as T } from '../constants/vehicles.js';
import { DRIVERLESS_TRUCK_TYPE, type Truck } from '../domain/truck.js';
import { NO_CARD_DRIVER_ID } from '../domain/driver.js';
import { isMoving } from './motion.js';
import { toMs } from './time.js';

export const ALERT_CODES = [
  'low_battery_level',
  'no_card_driving',
  'tacho_overspeed',
  'no_power_supply',
  'low_power_supply',
  'no_gps',
  'tacho_clock_from_updated_error',
  'tacho_clock_from_device_error',
  'device_timestamp_error',
  'no_points',
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];

/** An alert with its icon variant (lucide icon names; the battery icon empties at 5 %). */
export interface VehicleAlert {
  code: AlertCode;
  icon: string;
}

const ICONS: Record<Exclude<AlertCode, 'low_battery_level'>, string> = {
  no_card_driving: 'id-card',
  tacho_overspeed: 'gauge',
  no_power_supply: 'unplug',
  low_power_supply: 'plug-zap',
  no_gps: 'satellite-dish',
  tacho_clock_from_updated_error: 'clock-alert',
  tacho_clock_from_device_error: 'clock-alert',
  device_timestamp_error: 'calendar-clock',
  no_points: 'signal-zero',
};

/** One object per alert code (the battery's depends on its level), shared by every truck. */
const ALERTS = Object.fromEntries(
  Object.entries(ICONS).map(([code, icon]) => [code, Object.freeze({ code, icon })]),
) as Record<Exclude<AlertCode, 'low_battery_level'>, VehicleAlert>;

/** The alerts of a truck that has none: one list, frozen, shared by all of them. */
const NO_ALERTS: VehicleAlert[] = Object.freeze([]) as unknown as VehicleAlert[];

const differs = (a: number | undefined, b: number | undefined, min: number, signed: boolean) =>
  a !== undefined && b !== undefined && (signed ? a - b : Math.abs(a - b)) >= min;

/**
 * The alerts derived from one truck at `now` (part 1 §4), in ALERT_CODES order. Missing telemetry
 * raises nothing: an absent reading is not a fault.
 */
export function vehicleAlerts(
  truck: Pick<Truck, 'type' | 'lastpoint'>,
  now: number,
): VehicleAlert[] {
  const lp = truck.lastpoint;
  // Most trucks have no alert: they share one empty list (the browser derives every changed truck
  // on every tick; no array nor closure is made for them).
  let out: VehicleAlert[] | undefined;
  const push = (code: Exclude<AlertCode, 'low_battery_level'>) => (out ??= []).push(ALERTS[code]);
  const tm = lp?.telemetry;
  const battery = tm?.battery_level;
  if (typeof battery === 'number' && battery <= T.lowBatteryPercent) {
    (out ??= []).push({
      code: 'low_battery_level',
      icon: battery <= T.emptyBatteryPercent ? 'battery-warning' : 'battery-low',
    });
  }
  if (
    lp?.driver?.id === NO_CARD_DRIVER_ID &&
    isMoving(lp) &&
    truck.type !== DRIVERLESS_TRUCK_TYPE
  ) {
    push('no_card_driving');
  }
  if (tm?.tacho_overspeed) push('tacho_overspeed');
  const volts = tm?.external_voltage;
  if (volts === 0) push('no_power_supply');
  // 0 V is already "no power"; low power is a supply that is present but weak.
  else if (typeof volts === 'number' && volts < T.lowPowerMillivolts) push('low_power_supply');
  if (tm?.gnss_status === 1) push('no_gps');
  const tacho = toMs(tm?.tacho_timestamp);
  if (differs(toMs(lp?.updated_at), tacho, T.clockErrorMs, true)) {
    push('tacho_clock_from_updated_error');
  }
  if (differs(toMs(tm?.device_timestamp), tacho, T.clockErrorMs, false)) {
    push('tacho_clock_from_device_error');
  }
  const at = toMs(lp?.date);
  if (differs(at, now, T.futureTimestampMs, true)) push('device_timestamp_error');
  if (at === undefined || now - at > T.noPointsMs) push('no_points');
  return out ?? NO_ALERTS;
}
