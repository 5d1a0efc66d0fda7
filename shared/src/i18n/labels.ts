import type { ListField, TableColumn } from '../domain/userConfig.js';

/** The i18n key naming each table column. */
export const TABLE_COLUMN_KEYS: Record<TableColumn, string> = {
  status: 'details.status',
  plate: 'details.plate',
  custom_id: 'details.custom_id',
  activity: 'details.activity',
  codriver: 'driver.codriver',
  speed: 'details.speed',
  tacho_speed: 'details.speed_tacho',
  heading: 'details.heading',
  altitude: 'details.altitude',
  battery_level: 'details.battery_level',
  fuel_level: 'details.fuel_level',
  rpm_engine: 'details.engine_rpm',
  ignition: 'details.ignition',
  odometer: 'details.odometer_tacho',
  gps_odometer: 'details.odometer_gps',
  daily_distance: 'details.daily_distance',
  gnss_status: 'details.gnss_status',
  gsm_signal: 'details.gsm_signal',
  address: 'vehicle.address',
  alerts: 'details.alerts',
};

/** The i18n key naming each list-item field. */
export const LIST_FIELD_KEYS: Record<ListField, string> = {
  address: 'vehicle.address',
  speed: 'details.speed',
  tacho_speed: 'details.speed_tacho',
  heading: 'details.heading',
  altitude: 'details.altitude',
  fuel_battery_level: 'details.fuel_battery_level',
  rpm_engine: 'details.engine_rpm',
  daily_distance: 'details.daily_distance',
  gnss_status: 'details.gnss_status',
  gsm_signal: 'details.gsm_signal',
};
