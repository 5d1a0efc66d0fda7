import type { AlertCode } from './alerts.js';

/**
 * How serious each derived alert is, 1 to 5 (FleetDeck's reading: the spec gives the ten alerts
 * no severity). 5: a legal breach under way; 4: the vehicle may be tampered with or speeding; 3: the
 * vehicle is out of sight; 2: a device fault to fix at the depot.
 */
export const VEHICLE_ALERT_SEVERITY: Readonly<Record<AlertCode, number>> = {
  no_card_driving: 5,
  tacho_overspeed: 4,
  no_power_supply: 4,
  no_gps: 3,
  no_points: 3,
  low_power_supply: 3,
  low_battery_level: 2,
  tacho_clock_from_updated_error: 2,
  tacho_clock_from_device_error: 2,
  device_timestamp_error: 2,
};

/** Alerts from this severity up may ring and notify (when the user turns it on). */
export const SIGNALLED_SEVERITY = 4;

export interface RaisedAlert {
  truckId: number;
  code: AlertCode;
}

/**
 * The serious alerts raised since `before` (truck id → its alert codes then): a code a truck did
 * not have, on a truck that was already known (a truck first seen brings its alerts with it, as
 * at start-up: nothing rings for what was already there).
 */
export function newSeriousAlerts(
  before: ReadonlyMap<number, readonly AlertCode[]>,
  now: ReadonlyMap<number, readonly AlertCode[]>,
): RaisedAlert[] {
  const raised: RaisedAlert[] = [];
  for (const [truckId, codes] of now) {
    const previous = before.get(truckId);
    if (!previous) continue;
    for (const code of codes)
      if (VEHICLE_ALERT_SEVERITY[code] >= SIGNALLED_SEVERITY && !previous.includes(code))
        raised.push({ truckId, code });
  }
  return raised;
}
