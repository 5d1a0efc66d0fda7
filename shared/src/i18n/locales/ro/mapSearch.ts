import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Locuri',
  'map_search.addresses': 'Adrese',
  'map_search.pois': 'POI-uri',
  'map_search.vehicles': 'Vehicule',
  'map_search.searching': 'Se caută…',
  'map_search.coordinates': 'Coordonate',
  'map_search.suggestions': 'Sugestii',
  'map.vehicles_on_map': 'Vehicule pe hartă',
  'map.vehicles_show': 'Afișează',
  'map.vehicles_dim': 'Estompează',
  'map.vehicles_hide': 'Ascunde',
  'map.vehicles_dimmed_note': 'Estompate cât timp un rezultat este pe hartă',
};
