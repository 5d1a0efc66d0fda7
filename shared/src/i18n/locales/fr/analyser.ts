import type { AreaOf } from '../../languages.js';
import type { analyser as it } from '../it/analyser.js';

export const analyser: AreaOf<typeof it> = {
  'analyser.title': 'Analyse du trajet',
  'analyser.position': 'Position',
  'analyser.route': 'Trajet',
  'analyser.date_filter': 'Filtrer par date',
  'analyser.print': 'Imprimer en PDF',
  'analyser.recap': 'Récapitulatif',
  'analyser.timeline': 'Chronologie',
  'analyser.stop_separation': 'Séparation des arrêts (minutes)',
  'analyser.stop_n': 'Arrêt {{n}}',
  'analyser.start': 'Départ',
  'analyser.finish': 'Arrivée',
  'analyser.moving': 'En mouvement',
  'analyser.inherited_stop': 'Arrêt précédent',
  'analyser.total_duration': 'Durée totale',
  'analyser.total_distance': 'Distance totale',
  'analyser.total_gps_distance': 'Distance GPS totale',
  'analyser.total_fuel': 'Carburant consommé',
  'analyser.no_data': 'Aucune donnée disponible',
  'analyser.no_data_description':
    "Le véhicule n'a enregistré aucune position sur la période choisie",
  'analyser.contact_support': "Contacter l'assistance",
  'analyser.loading_error': 'Erreur lors du chargement des données',
  'analyser.chart_settings': 'Paramètres du graphique',
  'analyser.max_telemetries': '{{max}} télémesures au maximum',
  'analyser.activity_mode.driver': 'Activité du conducteur',
  'analyser.activity_mode.telemetry': 'Télémesure',
};
