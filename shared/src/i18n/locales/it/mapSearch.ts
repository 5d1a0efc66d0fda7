/** Map: the search box's sections and the vehicles' display in the layers menu. */
export const mapSearch = {
  'map_search.places': 'Luoghi',
  'map_search.addresses': 'Indirizzi',
  'map_search.pois': 'POI',
  'map_search.vehicles': 'Veicoli',
  'map_search.searching': 'Ricerca in corso…',
  'map_search.coordinates': 'Coordinate',
  'map_search.suggestions': 'Suggerimenti',
  'map.vehicles_on_map': 'Veicoli sulla mappa',
  'map.vehicles_show': 'Mostra',
  'map.vehicles_dim': 'Attenua',
  'map.vehicles_hide': 'Nascondi',
  'map.vehicles_dimmed_note': 'Attenuati finché un risultato è sulla mappa',
};
