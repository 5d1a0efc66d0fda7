import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Δραστηριότητα',
  'analyser.telemetry.speed': 'Ταχύτητα',
  'analyser.telemetry.tacho_speed': 'Ταχύτητα ταχογράφου',
  'analyser.telemetry.odometer': 'Χιλιομετρητής',
  'analyser.telemetry.gps_odometer': 'Χιλιομετρητής GPS',
  'analyser.telemetry.altitude': 'Υψόμετρο',
  'analyser.telemetry.lastpoint_weight': 'Βάρος',
  'analyser.telemetry.engine_rpm': 'Στροφές κινητήρα',
  'analyser.telemetry.engine_coolant_temperature': 'Θερμοκρασία ψυκτικού',
  'analyser.telemetry.consumption': 'Κατανάλωση',
  'analyser.groups.movement': 'Κίνηση',
  'analyser.groups.engine': 'Κινητήρας',
  'analyser.groups.vehicle': 'Όχημα',
  'analyser.groups.sensors': 'Αισθητήρες',
  'analyser.groups.driver': 'Οδηγός',
  'analyser.groups.fuel_data': 'Δεδομένα καυσίμου',
  'date_picker.select': 'Επιλογή',
  'date_picker.start_time': 'Ώρα έναρξης',
  'date_picker.end_time': 'Ώρα λήξης',
  'date_picker.max_range': 'Έως {{days}} ημέρες',
  'date_picker.choose_end': 'Επιλέξτε ημερομηνία λήξης',
  'date_picker.choose_start': 'Επιλέξτε ημερομηνία έναρξης',
  'date_picker.previous_month': 'Προηγούμενος μήνας',
  'date_picker.next_month': 'Επόμενος μήνας',
};
