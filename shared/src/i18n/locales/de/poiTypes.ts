import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Alle Typen',
  'manage_poi.types.headquarter': 'Hauptsitz',
  'manage_poi.types.distributors': 'Tankstellen',
  'manage_poi.types.restaurants': 'Restaurants',
  'manage_poi.types.workshops': 'Werkstätten',
  'manage_poi.types.customers': 'Kunden',
  'manage_poi.types.harbors': 'Häfen',
  'manage_poi.types.stations': 'Bahnhöfe',
  'manage_poi.types.interports': 'Güterverkehrszentren',
  'manage_poi.types.markets': 'Märkte',
  'manage_poi.types.stops': 'Haltestellen',
  'manage_poi.types.end_of_the_line': 'Endstation',
  'manage_poi.types.blacklist': 'Sperrliste',
  'manage_poi.types.large_square': 'Höfe',
  'manage_poi.types.suppliers': 'Lieferanten',
  'manage_poi.types.truck_washes': 'Lkw-Waschanlagen',
};
