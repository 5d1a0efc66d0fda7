/** POI type names (1..15) and the "all" filter value. */
export const poiTypes = {
  'manage_poi.types.all': 'Tutti i tipi',
  'manage_poi.types.headquarter': 'Sede',
  'manage_poi.types.distributors': 'Distributori',
  'manage_poi.types.restaurants': 'Ristoranti',
  'manage_poi.types.workshops': 'Officine',
  'manage_poi.types.customers': 'Clienti',
  'manage_poi.types.harbors': 'Porti',
  'manage_poi.types.stations': 'Stazioni',
  'manage_poi.types.interports': 'Interporti',
  'manage_poi.types.markets': 'Mercati',
  'manage_poi.types.stops': 'Fermate',
  'manage_poi.types.end_of_the_line': 'Capolinea',
  'manage_poi.types.blacklist': 'Lista nera',
  'manage_poi.types.large_square': 'Piazzali',
  'manage_poi.types.suppliers': 'Fornitori',
  'manage_poi.types.truck_washes': 'Autolavaggi',
};
