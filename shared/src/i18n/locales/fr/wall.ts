import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Mur de la salle de contrôle',
  'wall.open': 'Ouvrir le mur',
  'wall.exit': 'Retour à la carte',
  'wall.live': 'en direct',
  'wall.stale_since': 'pas à jour depuis {{age}}',
  'wall.no_data': 'aucune donnée',
  'wall.source_trucks': 'Véhicules',
  'wall.source_plafond': 'Temps de conduite',
  'wall.source_traffic': 'Trafic',
  'wall.stream_down': 'Flux en direct interrompu',
  'wall.stream_down_detail':
    'Depuis {{time}} : les dernières données reçues restent affichées. Reconnexion…',
  'wall.tile_map': 'Carte',
  'wall.tile_counters': 'Flotte',
  'wall.tile_alerts': 'Alertes à traiter',
  'wall.tile_driving': 'Temps de conduite bientôt épuisé',
  'wall.tile_health': 'Sources de données',
  'wall.no_alerts': 'Aucune alerte à traiter',
  'wall.no_driving': 'Aucun conducteur proche de la limite de conduite',
  'wall.left': '{{time}} restantes',
  'wall.vehicles': '{{count}} véhicules',
  'wall.more': 'et {{count}} de plus',
};
