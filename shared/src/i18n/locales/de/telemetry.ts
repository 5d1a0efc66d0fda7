import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Aktivität',
  'analyser.telemetry.speed': 'Geschwindigkeit',
  'analyser.telemetry.tacho_speed': 'Tachograph-Geschwindigkeit',
  'analyser.telemetry.odometer': 'Kilometerstand',
  'analyser.telemetry.gps_odometer': 'GPS-Kilometerstand',
  'analyser.telemetry.altitude': 'Höhe',
  'analyser.telemetry.lastpoint_weight': 'Gewicht',
  'analyser.telemetry.engine_rpm': 'Motordrehzahl',
  'analyser.telemetry.engine_coolant_temperature': 'Kühlmitteltemperatur',
  'analyser.telemetry.consumption': 'Verbrauch',
  'analyser.groups.movement': 'Bewegung',
  'analyser.groups.engine': 'Motor',
  'analyser.groups.vehicle': 'Fahrzeug',
  'analyser.groups.sensors': 'Sensoren',
  'analyser.groups.driver': 'Fahrer',
  'analyser.groups.fuel_data': 'Kraftstoffdaten',
  'date_picker.select': 'Auswählen',
  'date_picker.start_time': 'Startzeit',
  'date_picker.end_time': 'Endzeit',
  'date_picker.max_range': 'Höchstens {{days}} Tage',
  'date_picker.choose_end': 'Enddatum wählen',
  'date_picker.choose_start': 'Startdatum wählen',
  'date_picker.previous_month': 'Vorheriger Monat',
  'date_picker.next_month': 'Nächster Monat',
};
