import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Lieux',
  'map_search.addresses': 'Adresses',
  'map_search.pois': 'POI',
  'map_search.vehicles': 'Véhicules',
  'map_search.searching': 'Recherche…',
  'map_search.coordinates': 'Coordonnées',
  'map_search.suggestions': 'Suggestions',
  'map.vehicles_on_map': 'Véhicules sur la carte',
  'map.vehicles_show': 'Afficher',
  'map.vehicles_dim': 'Atténuer',
  'map.vehicles_hide': 'Masquer',
  'map.vehicles_dimmed_note': 'Atténués tant qu’un résultat est sur la carte',
};
