import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'Όλοι οι τύποι',
  'manage_poi.types.headquarter': 'Έδρα',
  'manage_poi.types.distributors': 'Πρατήρια καυσίμων',
  'manage_poi.types.restaurants': 'Εστιατόρια',
  'manage_poi.types.workshops': 'Συνεργεία',
  'manage_poi.types.customers': 'Πελάτες',
  'manage_poi.types.harbors': 'Λιμάνια',
  'manage_poi.types.stations': 'Σταθμοί',
  'manage_poi.types.interports': 'Εμπορευματικά κέντρα',
  'manage_poi.types.markets': 'Αγορές',
  'manage_poi.types.stops': 'Στάσεις',
  'manage_poi.types.end_of_the_line': 'Τέρμα',
  'manage_poi.types.blacklist': 'Μαύρη λίστα',
  'manage_poi.types.large_square': 'Πλατώματα',
  'manage_poi.types.suppliers': 'Προμηθευτές',
  'manage_poi.types.truck_washes': 'Πλυντήρια φορτηγών',
};
