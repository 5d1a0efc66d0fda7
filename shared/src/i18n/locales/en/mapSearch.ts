import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Places',
  'map_search.addresses': 'Addresses',
  'map_search.pois': 'POIs',
  'map_search.vehicles': 'Vehicles',
  'map_search.searching': 'Searching…',
  'map_search.coordinates': 'Coordinates',
  'map_search.suggestions': 'Suggestions',
  'map.vehicles_on_map': 'Vehicles on the map',
  'map.vehicles_show': 'Show',
  'map.vehicles_dim': 'Dim',
  'map.vehicles_hide': 'Hide',
  'map.vehicles_dimmed_note': 'Dimmed while a result is on the map',
};
