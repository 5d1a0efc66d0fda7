import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Todos os tipos',
  'manage_poi.types.headquarter': 'Sede',
  'manage_poi.types.distributors': 'Postos de combustível',
  'manage_poi.types.restaurants': 'Restaurantes',
  'manage_poi.types.workshops': 'Oficinas',
  'manage_poi.types.customers': 'Clientes',
  'manage_poi.types.harbors': 'Portos',
  'manage_poi.types.stations': 'Estações',
  'manage_poi.types.interports': 'Plataformas logísticas',
  'manage_poi.types.markets': 'Mercados',
  'manage_poi.types.stops': 'Paragens',
  'manage_poi.types.end_of_the_line': 'Fim da linha',
  'manage_poi.types.blacklist': 'Lista negra',
  'manage_poi.types.large_square': 'Pátios',
  'manage_poi.types.suppliers': 'Fornecedores',
  'manage_poi.types.truck_washes': 'Lavagens de camiões',
};
