import type { DeviceProtocol, DeviceTruck } from '../contracts.js';
import { driverIdOfCard } from './recordStore.js';

/** A `device_lastpoints` row as read (`lastpointsOf`): columns by name, `t` its time in ms. */
export type LastpointRow = Record<string, unknown> & { t: number; truck_id: number };

const iso = (t: number): string => new Date(t).toISOString();
const r1 = (v: number): number => Math.round(v * 10) / 10;
const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const PROVENIENCE: Readonly<Record<DeviceProtocol, { web_label: string; icon: string }>> = {
  teltonika: { web_label: 'Teltonika tracker', icon: 'satellite' },
  osmand: { web_label: 'OsmAnd phone', icon: 'satellite' },
};

/** The driver status "none" (`GET /drivers/status`): devices report no loading states. */
const NO_STATUS = { id: 0, description: 'none' };

/** A slot's driver as upstream nests it in a last point, when its card is in and known. */
function driverOf(row: LastpointRow, slot: 1 | 2) {
  const card = text(row[`driver${slot}_card`]);
  if (row[`driver${slot}_present`] !== true || card === null) return null;
  return {
    id: driverIdOfCard(card),
    name: null,
    surname: null,
    card,
    card_expiration: null,
    position: slot,
    state: NO_STATUS,
  };
}

/** The spec's last point (part 1 §3) from a stored one; fields devices do not send are null. */
export function lastpointOf(row: LastpointRow, truck: DeviceTruck) {
  const speed = Math.round(num(row['speed']) ?? 0);
  const ignition = row['ignition'] === true ? 1 : 0;
  const odometer = num(row['odometer_m']);
  const dayOdometer = num(row['day_odometer_m']);
  const tacho = num(row['tacho_speed_kmh']);
  const fuelUsed = num(row['fuel_used_l']);
  const fuelLevel = num(row['fuel_level_pct']);
  const altitude = num(row['altitude']);
  const driver = driverOf(row, 1);
  const receivedT = num(row['received_t']);
  return {
    lat: r6(num(row['lat']) ?? 0),
    lng: r6(num(row['lng']) ?? 0),
    date: iso(row.t),
    updated_at: receivedT === null ? iso(row.t) : iso(receivedT),
    speed,
    tacho_speed: tacho === null ? null : Math.round(tacho),
    heading: Math.round(num(row['heading']) ?? 0),
    altitude: altitude === null ? null : Math.round(altitude),
    rpm_engine: num(row['engine_rpm']),
    ignition,
    fuel_level: fuelLevel === null ? null : r1(fuelLevel),
    fuel_total: fuelUsed === null ? null : r1(fuelUsed),
    odometer: odometer === null ? null : r1(odometer / 1000),
    gps_odometer: null,
    daily_distance:
      odometer === null || dayOdometer === null
        ? null
        : r1(Math.max(0, odometer - dayOdometer) / 1000),
    activity: num(row['driver1_state']),
    driver,
    codriver: driverOf(row, 2),
    last_driver: driver,
    last_driver_date: null,
    rfid: null,
    provenience: PROVENIENCE[truck.protocol],
    company: truck.companyId,
    telemetry: {
      battery_level: null,
      external_voltage: num(row['external_voltage_mv']),
      gnss_status: num(row['gnss_status']),
      gsm_signal: num(row['gsm_signal']),
      tacho_overspeed: null,
      tacho_timestamp: null,
      device_timestamp: iso(row.t),
    },
  };
}

/** One truck of `GET /trucks` (spec part 1 §3): the fleet's truck with its stored last point. */
export function truckOf(truck: DeviceTruck, row: LastpointRow | undefined) {
  const lastpoint = row ? lastpointOf(row, truck) : null;
  return {
    id: truck.truckId,
    plate: truck.plate,
    type: 1,
    category: null,
    details: {
      company: truck.companyId,
      custom_id: truck.label ?? null,
    },
    activity_type: !lastpoint
      ? null
      : lastpoint.speed > 0
        ? 'moving'
        : lastpoint.ignition
          ? 'engine_on'
          : null,
    tracker_configuration: null,
    lastpoint,
  };
}
