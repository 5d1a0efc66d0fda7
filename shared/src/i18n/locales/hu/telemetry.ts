import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Tevékenység',
  'analyser.telemetry.speed': 'Sebesség',
  'analyser.telemetry.tacho_speed': 'Tachográf szerinti sebesség',
  'analyser.telemetry.odometer': 'Kilométeróra',
  'analyser.telemetry.gps_odometer': 'GPS kilométeróra',
  'analyser.telemetry.altitude': 'Magasság',
  'analyser.telemetry.lastpoint_weight': 'Tömeg',
  'analyser.telemetry.engine_rpm': 'Motorfordulatszám',
  'analyser.telemetry.engine_coolant_temperature': 'Hűtőfolyadék-hőmérséklet',
  'analyser.telemetry.consumption': 'Fogyasztás',
  'analyser.groups.movement': 'Mozgás',
  'analyser.groups.engine': 'Motor',
  'analyser.groups.vehicle': 'Jármű',
  'analyser.groups.sensors': 'Érzékelők',
  'analyser.groups.driver': 'Sofőr',
  'analyser.groups.fuel_data': 'Üzemanyagadatok',
  'date_picker.select': 'Kiválasztás',
  'date_picker.start_time': 'Kezdési idő',
  'date_picker.end_time': 'Befejezési idő',
  'date_picker.max_range': 'Legfeljebb {{days}} nap',
  'date_picker.choose_end': 'Válassza ki a befejező dátumot',
  'date_picker.choose_start': 'Válassza ki a kezdő dátumot',
  'date_picker.previous_month': 'Előző hónap',
  'date_picker.next_month': 'Következő hónap',
};
