import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Wszystkie typy',
  'manage_poi.types.headquarter': 'Siedziba',
  'manage_poi.types.distributors': 'Stacje paliw',
  'manage_poi.types.restaurants': 'Restauracje',
  'manage_poi.types.workshops': 'Warsztaty',
  'manage_poi.types.customers': 'Klienci',
  'manage_poi.types.harbors': 'Porty',
  'manage_poi.types.stations': 'Stacje',
  'manage_poi.types.interports': 'Centra logistyczne',
  'manage_poi.types.markets': 'Targowiska',
  'manage_poi.types.stops': 'Przystanki',
  'manage_poi.types.end_of_the_line': 'Pętla',
  'manage_poi.types.blacklist': 'Czarna lista',
  'manage_poi.types.large_square': 'Place',
  'manage_poi.types.suppliers': 'Dostawcy',
  'manage_poi.types.truck_washes': 'Myjnie ciężarówek',
};
