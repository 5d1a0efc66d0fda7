import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Aktywność',
  'analyser.telemetry.speed': 'Prędkość',
  'analyser.telemetry.tacho_speed': 'Prędkość z tachografu',
  'analyser.telemetry.odometer': 'Licznik kilometrów',
  'analyser.telemetry.gps_odometer': 'Licznik GPS',
  'analyser.telemetry.altitude': 'Wysokość',
  'analyser.telemetry.lastpoint_weight': 'Masa',
  'analyser.telemetry.engine_rpm': 'Obroty silnika',
  'analyser.telemetry.engine_coolant_temperature': 'Temperatura płynu chłodzącego',
  'analyser.telemetry.consumption': 'Zużycie',
  'analyser.groups.movement': 'Ruch',
  'analyser.groups.engine': 'Silnik',
  'analyser.groups.vehicle': 'Pojazd',
  'analyser.groups.sensors': 'Czujniki',
  'analyser.groups.driver': 'Kierowca',
  'analyser.groups.fuel_data': 'Dane paliwa',
  'date_picker.select': 'Wybierz',
  'date_picker.start_time': 'Godzina rozpoczęcia',
  'date_picker.end_time': 'Godzina zakończenia',
  'date_picker.max_range': 'Maksymalnie {{days}} dni',
  'date_picker.choose_end': 'Wybierz datę końcową',
  'date_picker.choose_start': 'Wybierz datę początkową',
  'date_picker.previous_month': 'Poprzedni miesiąc',
  'date_picker.next_month': 'Następny miesiąc',
};
