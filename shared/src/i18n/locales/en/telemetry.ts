import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Activity',
  'analyser.telemetry.speed': 'Speed',
  'analyser.telemetry.tacho_speed': 'Tachograph speed',
  'analyser.telemetry.odometer': 'Odometer',
  'analyser.telemetry.gps_odometer': 'GPS odometer',
  'analyser.telemetry.altitude': 'Altitude',
  'analyser.telemetry.lastpoint_weight': 'Weight',
  'analyser.telemetry.engine_rpm': 'Engine rpm',
  'analyser.telemetry.engine_coolant_temperature': 'Coolant temperature',
  'analyser.telemetry.consumption': 'Consumption',
  'analyser.groups.movement': 'Movement',
  'analyser.groups.engine': 'Engine',
  'analyser.groups.vehicle': 'Vehicle',
  'analyser.groups.sensors': 'Sensors',
  'analyser.groups.driver': 'Driver',
  'analyser.groups.fuel_data': 'Fuel data',
  'date_picker.select': 'Select',
  'date_picker.start_time': 'Start time',
  'date_picker.end_time': 'End time',
  'date_picker.max_range': 'At most {{days}} days',
  'date_picker.choose_end': 'Choose the end date',
  'date_picker.choose_start': 'Choose the start date',
  'date_picker.previous_month': 'Previous month',
  'date_picker.next_month': 'Next month',
};
