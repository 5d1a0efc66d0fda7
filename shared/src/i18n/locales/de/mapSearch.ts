import type { AreaOf } from '../../languages.js';
import type { mapSearch as it } from '../it/mapSearch.js';

export const mapSearch: AreaOf<typeof it> = {
  'map_search.places': 'Orte',
  'map_search.addresses': 'Adressen',
  'map_search.pois': 'POIs',
  'map_search.vehicles': 'Fahrzeuge',
  'map_search.searching': 'Suche läuft…',
  'map_search.coordinates': 'Koordinaten',
  'map_search.suggestions': 'Vorschläge',
  'map.vehicles_on_map': 'Fahrzeuge auf der Karte',
  'map.vehicles_show': 'Anzeigen',
  'map.vehicles_dim': 'Abblenden',
  'map.vehicles_hide': 'Ausblenden',
  'map.vehicles_dimmed_note': 'Abgeblendet, solange ein Ergebnis auf der Karte ist',
};
