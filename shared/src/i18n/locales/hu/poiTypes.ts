import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Minden típus',
  'manage_poi.types.headquarter': 'Székhely',
  'manage_poi.types.distributors': 'Benzinkutak',
  'manage_poi.types.restaurants': 'Éttermek',
  'manage_poi.types.workshops': 'Műhelyek',
  'manage_poi.types.customers': 'Ügyfelek',
  'manage_poi.types.harbors': 'Kikötők',
  'manage_poi.types.stations': 'Állomások',
  'manage_poi.types.interports': 'Logisztikai központok',
  'manage_poi.types.markets': 'Piacok',
  'manage_poi.types.stops': 'Megállók',
  'manage_poi.types.end_of_the_line': 'Végállomás',
  'manage_poi.types.blacklist': 'Feketelista',
  'manage_poi.types.large_square': 'Rakodóterek',
  'manage_poi.types.suppliers': 'Beszállítók',
  'manage_poi.types.truck_washes': 'Kamionmosók',
};
