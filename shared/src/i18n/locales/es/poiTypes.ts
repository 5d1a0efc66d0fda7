import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Todos los tipos',
  'manage_poi.types.headquarter': 'Sede central',
  'manage_poi.types.distributors': 'Gasolineras',
  'manage_poi.types.restaurants': 'Restaurantes',
  'manage_poi.types.workshops': 'Talleres',
  'manage_poi.types.customers': 'Clientes',
  'manage_poi.types.harbors': 'Puertos',
  'manage_poi.types.stations': 'Estaciones',
  'manage_poi.types.interports': 'Centros logísticos',
  'manage_poi.types.markets': 'Mercados',
  'manage_poi.types.stops': 'Paradas',
  'manage_poi.types.end_of_the_line': 'Final de línea',
  'manage_poi.types.blacklist': 'Lista negra',
  'manage_poi.types.large_square': 'Explanadas',
  'manage_poi.types.suppliers': 'Proveedores',
  'manage_poi.types.truck_washes': 'Lavaderos de camiones',
};
