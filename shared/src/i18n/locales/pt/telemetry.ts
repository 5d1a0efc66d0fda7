import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Atividade',
  'analyser.telemetry.speed': 'Velocidade',
  'analyser.telemetry.tacho_speed': 'Velocidade do tacógrafo',
  'analyser.telemetry.odometer': 'Conta-quilómetros',
  'analyser.telemetry.gps_odometer': 'Conta-quilómetros GPS',
  'analyser.telemetry.altitude': 'Altitude',
  'analyser.telemetry.lastpoint_weight': 'Peso',
  'analyser.telemetry.engine_rpm': 'Rotações do motor',
  'analyser.telemetry.engine_coolant_temperature': 'Temperatura do líquido de refrigeração',
  'analyser.telemetry.consumption': 'Consumo',
  'analyser.groups.movement': 'Movimento',
  'analyser.groups.engine': 'Motor',
  'analyser.groups.vehicle': 'Veículo',
  'analyser.groups.sensors': 'Sensores',
  'analyser.groups.driver': 'Motorista',
  'analyser.groups.fuel_data': 'Dados de combustível',
  'date_picker.select': 'Selecionar',
  'date_picker.start_time': 'Hora de início',
  'date_picker.end_time': 'Hora de fim',
  'date_picker.max_range': 'No máximo {{days}} dias',
  'date_picker.choose_end': 'Escolha a data de fim',
  'date_picker.choose_start': 'Escolha a data de início',
  'date_picker.previous_month': 'Mês anterior',
  'date_picker.next_month': 'Mês seguinte',
};
