import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Τοποθεσίες',
  'map_search.addresses': 'Διευθύνσεις',
  'map_search.pois': 'Σημεία ενδιαφέροντος',
  'map_search.vehicles': 'Οχήματα',
  'map_search.searching': 'Αναζήτηση…',
  'map_search.coordinates': 'Συντεταγμένες',
  'map_search.suggestions': 'Προτάσεις',
  'map.vehicles_on_map': 'Οχήματα στον χάρτη',
  'map.vehicles_show': 'Εμφάνιση',
  'map.vehicles_dim': 'Εξασθένιση',
  'map.vehicles_hide': 'Απόκρυψη',
  'map.vehicles_dimmed_note': 'Εξασθενημένα όσο ένα αποτέλεσμα είναι στον χάρτη',
};
