import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Miejsca',
  'map_search.addresses': 'Adresy',
  'map_search.pois': 'POI',
  'map_search.vehicles': 'Pojazdy',
  'map_search.searching': 'Wyszukiwanie…',
  'map_search.coordinates': 'Współrzędne',
  'map_search.suggestions': 'Sugestie',
  'map.vehicles_on_map': 'Pojazdy na mapie',
  'map.vehicles_show': 'Pokaż',
  'map.vehicles_dim': 'Przyciemnij',
  'map.vehicles_hide': 'Ukryj',
  'map.vehicles_dimmed_note': 'Przyciemnione, dopóki wynik jest na mapie',
};
