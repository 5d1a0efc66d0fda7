import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Passage de véhicules',
  'vehicle_passage.address': 'Adresse',
  'vehicle_passage.radius': 'Rayon (km)',
  'vehicle_passage.time_interval': 'Intervalle de temps',
  'vehicle_passage.search': 'Rechercher',
  'vehicle_passage.cancel_search': 'Annuler la recherche',
  'vehicle_passage.edit_search': 'Modifier la recherche',
  'vehicle_passage.back_to_results': 'Retour aux résultats',
  'vehicle_passage.no_vehicles_found': 'Aucun véhicule trouvé',
  'vehicle_passage.long_loading': 'La recherche peut prendre quelques minutes',
  'vehicle_passage.error_searching': 'Erreur lors de la recherche',
  'vehicle_passage.interval_too_long': "L'intervalle de temps ne peut pas dépasser 24 heures",
  'vehicle_passage.events': '{{count}} passages',
};
