import type { AreaOf } from '../../languages.js';
import type { telemetry as it } from '../it/telemetry.js';

export const telemetry: AreaOf<typeof it> = {
  'analyser.telemetry.activity': 'Activité',
  'analyser.telemetry.speed': 'Vitesse',
  'analyser.telemetry.tacho_speed': 'Vitesse chronotachygraphe',
  'analyser.telemetry.odometer': 'Odomètre',
  'analyser.telemetry.gps_odometer': 'Odomètre GPS',
  'analyser.telemetry.altitude': 'Altitude',
  'analyser.telemetry.lastpoint_weight': 'Poids',
  'analyser.telemetry.engine_rpm': 'Régime moteur',
  'analyser.telemetry.engine_coolant_temperature': 'Température du liquide de refroidissement',
  'analyser.telemetry.consumption': 'Consommation',
  'analyser.groups.movement': 'Mouvement',
  'analyser.groups.engine': 'Moteur',
  'analyser.groups.vehicle': 'Véhicule',
  'analyser.groups.sensors': 'Capteurs',
  'analyser.groups.driver': 'Conducteur',
  'analyser.groups.fuel_data': 'Données carburant',
  'date_picker.select': 'Valider',
  'date_picker.start_time': 'Heure de début',
  'date_picker.end_time': 'Heure de fin',
  'date_picker.max_range': '{{days}} jours au maximum',
  'date_picker.choose_end': 'Choisissez la date de fin',
  'date_picker.choose_start': 'Choisissez la date de début',
  'date_picker.previous_month': 'Mois précédent',
  'date_picker.next_month': 'Mois suivant',
};
