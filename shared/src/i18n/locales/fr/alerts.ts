import type { AreaOf } from '../../languages.js';
import type { alerts as it } from '../it/alerts.js';

export const alerts: AreaOf<typeof it> = {
  'alerts.title': 'Alertes',
  'alerts.no_warning': 'Aucune alerte',
  'alerts.low_battery_level': 'Batterie faible',
  'alerts.no_card_driving': 'Conduite sans carte',
  'alerts.tacho_overspeed': 'Excès de vitesse chronotachygraphe',
  'alerts.no_power_supply': "Pas d'alimentation",
  'alerts.low_power_supply': 'Alimentation faible',
  'alerts.no_gps': 'Pas de GPS',
  'alerts.tacho_clock_from_updated_error':
    "Erreur de synchronisation de l'horloge du chronotachygraphe",
  'alerts.tacho_clock_from_device_error':
    'Erreur de synchronisation entre chronotachygraphe et boîtier',
  'alerts.device_timestamp_error': "Erreur d'horodatage du boîtier",
  'alerts.no_points': 'Dernière activité il y a plus de 24 heures',
  'gnss.off': 'Éteint',
  'gnss.on_no_gps': 'Allumé, sans GPS',
  'gnss.on_no_sat': 'Allumé, sans satellites',
  'gnss.on': 'Allumé',
  'gnss.on_sleep': 'Allumé, en veille',
  'gnss.protected': 'Protégé',
  'data_mode.home_stop': "Réseau national, à l'arrêt",
  'data_mode.home_moving': 'Réseau national, en mouvement',
  'data_mode.roaming_stop': "Itinérance, à l'arrêt",
  'data_mode.roaming_moving': 'Itinérance, en mouvement',
  'data_mode.unknown_stop': "Réseau inconnu, à l'arrêt",
  'data_mode.unknown_moving': 'Réseau inconnu, en mouvement',
  'tacho_source.unknown': 'Inconnue',
  'tacho_source.k_line': 'K-Line',
  'tacho_source.all_can': 'All-CAN',
  'tacho_source.can': 'CAN',
  'tacho_source.fms': 'FMS',
  'battery.good': 'Bonne',
  'battery.warning': 'Attention',
  'battery.critical': 'Critique',
};
