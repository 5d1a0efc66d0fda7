import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Helyek',
  'map_search.addresses': 'Címek',
  'map_search.pois': 'POI-k',
  'map_search.vehicles': 'Járművek',
  'map_search.searching': 'Keresés…',
  'map_search.coordinates': 'Koordináták',
  'map_search.suggestions': 'Javaslatok',
  'map.vehicles_on_map': 'Járművek a térképen',
  'map.vehicles_show': 'Megjelenítés',
  'map.vehicles_dim': 'Halványítás',
  'map.vehicles_hide': 'Elrejtés',
  'map.vehicles_dimmed_note': 'Halványítva, amíg egy eredmény a térképen van',
};
