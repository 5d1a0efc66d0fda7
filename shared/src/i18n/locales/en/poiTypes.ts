import type { AreaOf } from '../../languages.js';
import type { poiTypes as it } from '../it/poiTypes.js';

export const poiTypes: AreaOf<typeof it> = {
  'manage_poi.types.all': 'All types',
  'manage_poi.types.headquarter': 'Headquarters',
  'manage_poi.types.distributors': 'Fuel stations',
  'manage_poi.types.restaurants': 'Restaurants',
  'manage_poi.types.workshops': 'Workshops',
  'manage_poi.types.customers': 'Customers',
  'manage_poi.types.harbors': 'Harbours',
  'manage_poi.types.stations': 'Stations',
  'manage_poi.types.interports': 'Freight villages',
  'manage_poi.types.markets': 'Markets',
  'manage_poi.types.stops': 'Stops',
  'manage_poi.types.end_of_the_line': 'End of the line',
  'manage_poi.types.blacklist': 'Blacklist',
  'manage_poi.types.large_square': 'Yards',
  'manage_poi.types.suppliers': 'Suppliers',
  'manage_poi.types.truck_washes': 'Truck washes',
};
