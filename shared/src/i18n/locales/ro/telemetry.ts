import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Activitate',
  'analyser.telemetry.speed': 'Viteză',
  'analyser.telemetry.tacho_speed': 'Viteză tahograf',
  'analyser.telemetry.odometer': 'Odometru',
  'analyser.telemetry.gps_odometer': 'Odometru GPS',
  'analyser.telemetry.altitude': 'Altitudine',
  'analyser.telemetry.lastpoint_weight': 'Greutate',
  'analyser.telemetry.engine_rpm': 'Turația motorului',
  'analyser.telemetry.engine_coolant_temperature': 'Temperatura lichidului de răcire',
  'analyser.telemetry.consumption': 'Consum',
  'analyser.groups.movement': 'Mișcare',
  'analyser.groups.engine': 'Motor',
  'analyser.groups.vehicle': 'Vehicul',
  'analyser.groups.sensors': 'Senzori',
  'analyser.groups.driver': 'Șofer',
  'analyser.groups.fuel_data': 'Date combustibil',
  'date_picker.select': 'Selectează',
  'date_picker.start_time': 'Ora de început',
  'date_picker.end_time': 'Ora de sfârșit',
  'date_picker.max_range': 'Cel mult {{days}} zile',
  'date_picker.choose_end': 'Alegeți data de sfârșit',
  'date_picker.choose_start': 'Alegeți data de început',
  'date_picker.previous_month': 'Luna anterioară',
  'date_picker.next_month': 'Luna următoare',
};
