import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Tous les types',
  'manage_poi.types.headquarter': 'Siège',
  'manage_poi.types.distributors': 'Stations-service',
  'manage_poi.types.restaurants': 'Restaurants',
  'manage_poi.types.workshops': 'Ateliers',
  'manage_poi.types.customers': 'Clients',
  'manage_poi.types.harbors': 'Ports',
  'manage_poi.types.stations': 'Gares',
  'manage_poi.types.interports': 'Plateformes logistiques',
  'manage_poi.types.markets': 'Marchés',
  'manage_poi.types.stops': 'Arrêts',
  'manage_poi.types.end_of_the_line': 'Terminus',
  'manage_poi.types.blacklist': 'Liste noire',
  'manage_poi.types.large_square': 'Cours',
  'manage_poi.types.suppliers': 'Fournisseurs',
  'manage_poi.types.truck_washes': 'Stations de lavage',
};
