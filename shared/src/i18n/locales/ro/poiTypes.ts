import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Toate tipurile',
  'manage_poi.types.headquarter': 'Sediu',
  'manage_poi.types.distributors': 'Benzinării',
  'manage_poi.types.restaurants': 'Restaurante',
  'manage_poi.types.workshops': 'Ateliere',
  'manage_poi.types.customers': 'Clienți',
  'manage_poi.types.harbors': 'Porturi',
  'manage_poi.types.stations': 'Gări',
  'manage_poi.types.interports': 'Centre logistice',
  'manage_poi.types.markets': 'Piețe',
  'manage_poi.types.stops': 'Opriri',
  'manage_poi.types.end_of_the_line': 'Capăt de linie',
  'manage_poi.types.blacklist': 'Listă neagră',
  'manage_poi.types.large_square': 'Curți',
  'manage_poi.types.suppliers': 'Furnizori',
  'manage_poi.types.truck_washes': 'Spălătorii de camioane',
};
