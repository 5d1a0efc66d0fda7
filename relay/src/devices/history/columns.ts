import type { DeviceRecord, DriverWorkingState } from '../contracts.js';

/** The spec's activity codes of the tachograph working states (0 rest ... 3 driving). */
export const ACTIVITY_CODE: Readonly<Record<DriverWorkingState, number>> = {
  rest: 0,
  availability: 1,
  work: 2,
  driving: 3,
};

type Cell = string | number | boolean | null;

const whole = (v: number | undefined): number | null =>
  v === undefined || !Number.isFinite(v) ? null : Math.round(v);
const real = (v: number | undefined): number | null =>
  v === undefined || !Number.isFinite(v) ? null : v;
const flag = (v: boolean | undefined): boolean | null => (v === undefined ? null : v);
const stateOf = (r: DeviceRecord, slot: 0 | 1): number | null => {
  const state = r.drivers?.[slot]?.state;
  return state === undefined ? null : ACTIVITY_CODE[state];
};

/**
 * The columns `device_positions` and `device_lastpoints` share, each with its SQL array type (for
 * `unnest`) and how a record fills it. The order is the tables' column order in these statements.
 */
export const POSITION_COLUMNS: ReadonlyArray<[string, string, (r: DeviceRecord) => Cell]> = [
  ['device_id', 'text', (r) => r.deviceId],
  ['time', 'timestamptz', (r) => new Date(r.time).toISOString()],
  ['company_id', 'integer', (r) => r.companyId],
  ['truck_id', 'integer', (r) => r.truckId],
  ['lat', 'float8', (r) => r.lat],
  ['lng', 'float8', (r) => r.lng],
  ['altitude', 'real', (r) => real(r.altitude)],
  ['heading', 'real', (r) => r.heading],
  ['speed', 'real', (r) => r.speed],
  ['satellites', 'smallint', (r) => whole(r.satellites)],
  ['ignition', 'boolean', (r) => flag(r.ignition)],
  ['movement', 'boolean', (r) => flag(r.movement)],
  ['external_voltage_mv', 'integer', (r) => whole(r.externalVoltageMv)],
  ['battery_voltage_mv', 'integer', (r) => whole(r.batteryVoltageMv)],
  ['gsm_signal', 'smallint', (r) => whole(r.gsmSignal)],
  ['gnss_status', 'smallint', (r) => whole(r.gnssStatus)],
  ['odometer_m', 'float8', (r) => real(r.odometerM)],
  ['fuel_level_pct', 'real', (r) => real(r.fuelLevelPct)],
  ['fuel_used_l', 'float8', (r) => real(r.fuelUsedL)],
  ['tacho_speed_kmh', 'real', (r) => real(r.tachoSpeedKmh)],
  ['engine_rpm', 'integer', (r) => whole(r.engineRpm)],
  ['driver1_state', 'smallint', (r) => stateOf(r, 0)],
  ['driver2_state', 'smallint', (r) => stateOf(r, 1)],
];

/** The columns only the last point has: the drivers' cards. */
export const LASTPOINT_DRIVER_COLUMNS: ReadonlyArray<[string, string, (r: DeviceRecord) => Cell]> =
  [
    ['driver1_present', 'boolean', (r) => flag(r.drivers?.[0]?.cardPresent)],
    ['driver1_card', 'text', (r) => r.drivers?.[0]?.cardId ?? null],
    ['driver2_present', 'boolean', (r) => flag(r.drivers?.[1]?.cardPresent)],
    ['driver2_card', 'text', (r) => r.drivers?.[1]?.cardId ?? null],
  ];

/**
 * `INSERT INTO table (columns) SELECT * FROM unnest($1::type[], ...)` with one array per column:
 * a batch is one statement whatever its size.
 */
export function unnestInsert(
  table: string,
  columns: ReadonlyArray<[string, string, (r: DeviceRecord) => Cell]>,
  records: readonly DeviceRecord[],
): { text: string; values: Cell[][] } {
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  return {
    text: `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    values: columns.map(([, , read]) => records.map(read)),
  };
}

/** A record the tables can hold: finite coordinates on the globe, a finite time, speed, heading. */
export function isStorable(r: DeviceRecord): boolean {
  return (
    Number.isFinite(r.time) &&
    Number.isFinite(r.lat) &&
    Number.isFinite(r.lng) &&
    Math.abs(r.lat) <= 90 &&
    Math.abs(r.lng) <= 180 &&
    Number.isFinite(r.speed) &&
    Number.isFinite(r.heading) &&
    Number.isInteger(r.truckId) &&
    Number.isInteger(r.companyId) &&
    r.deviceId.length > 0
  );
}
