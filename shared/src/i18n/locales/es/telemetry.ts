import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Actividad',
  'analyser.telemetry.speed': 'Velocidad',
  'analyser.telemetry.tacho_speed': 'Velocidad del tacógrafo',
  'analyser.telemetry.odometer': 'Cuentakilómetros',
  'analyser.telemetry.gps_odometer': 'Cuentakilómetros GPS',
  'analyser.telemetry.altitude': 'Altitud',
  'analyser.telemetry.lastpoint_weight': 'Peso',
  'analyser.telemetry.engine_rpm': 'Revoluciones del motor',
  'analyser.telemetry.engine_coolant_temperature': 'Temperatura del refrigerante',
  'analyser.telemetry.consumption': 'Consumo',
  'analyser.groups.movement': 'Movimiento',
  'analyser.groups.engine': 'Motor',
  'analyser.groups.vehicle': 'Vehículo',
  'analyser.groups.sensors': 'Sensores',
  'analyser.groups.driver': 'Conductor',
  'analyser.groups.fuel_data': 'Datos de combustible',
  'date_picker.select': 'Seleccionar',
  'date_picker.start_time': 'Hora de inicio',
  'date_picker.end_time': 'Hora de fin',
  'date_picker.max_range': 'Como máximo {{days}} días',
  'date_picker.choose_end': 'Elige la fecha de fin',
  'date_picker.choose_start': 'Elige la fecha de inicio',
  'date_picker.previous_month': 'Mes anterior',
  'date_picker.next_month': 'Mes siguiente',
};
