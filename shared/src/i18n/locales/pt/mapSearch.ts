import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Locais',
  'map_search.addresses': 'Endereços',
  'map_search.pois': 'POI',
  'map_search.vehicles': 'Veículos',
  'map_search.searching': 'A pesquisar…',
  'map_search.coordinates': 'Coordenadas',
  'map_search.suggestions': 'Sugestões',
  'map.vehicles_on_map': 'Veículos no mapa',
  'map.vehicles_show': 'Mostrar',
  'map.vehicles_dim': 'Esbater',
  'map.vehicles_hide': 'Ocultar',
  'map.vehicles_dimmed_note': 'Esbatidos enquanto um resultado está no mapa',
};
