import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Lugares',
  'map_search.addresses': 'Direcciones',
  'map_search.pois': 'POI',
  'map_search.vehicles': 'Vehículos',
  'map_search.searching': 'Buscando…',
  'map_search.coordinates': 'Coordenadas',
  'map_search.suggestions': 'Sugerencias',
  'map.vehicles_on_map': 'Vehículos en el mapa',
  'map.vehicles_show': 'Mostrar',
  'map.vehicles_dim': 'Atenuar',
  'map.vehicles_hide': 'Ocultar',
  'map.vehicles_dimmed_note': 'Atenuados mientras haya un resultado en el mapa',
};
