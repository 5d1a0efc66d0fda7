import type { AreaOf } from '../../languages.js';
import type { map as it } from '../it/map.js';

export const map: AreaOf<typeof it, 'el'> = {
  'map.layers': 'Επίπεδα χάρτη',
  'map.layer.silica': 'Silica',
  'map.layer.sandbox': 'Sandbox',
  'map.layer.silkysand': 'Silkysand',
  'map.layer.gravelpit': 'Gravelpit',
  'map.layer.maps_service_road': 'Οδικός',
  'map.layer.maps_service_satellite': 'Δορυφορικός',
  'map.layer.osm': 'OpenStreetMap',
  'map.layer.satellite': 'Δορυφορικές εικόνες',
  'map.traffic': 'Κίνηση',
  'map.address_search': 'Αναζήτηση διεύθυνσης',
  'map.fit_all': 'Εμφάνιση όλων των οχημάτων',
  'map.focus_vehicle': 'Εστίαση στο όχημα',
  'map.vehicle_menu': 'Μενού οχήματος {{plate}}',
  'map.fullscreen': 'Πλήρης οθόνη',
  'map.poi_types': 'Τύποι POI',
  'map.layer.offline': 'Χάρτης εκτός σύνδεσης',
  'map.vehicles_menu': 'Οχήματα',
  'map.exit_fullscreen': 'Έξοδος από πλήρη οθόνη',
  'map.zoom_in': 'Μεγέθυνση',
  'map.zoom_out': 'Σμίκρυνση',
  'map.upstream_degraded': 'Καθυστέρηση δεδομένων οχημάτων: τελευταία ενημέρωση στις {{time}}',
  'map.upstream_down':
    'Τα δεδομένα οχημάτων δεν είναι διαθέσιμα: τελευταία ενημέρωση στις {{time}}',
  'map.upstream_never': 'ποτέ',
  'map.address_not_found': 'Δεν βρέθηκε διεύθυνση',
  'map.address_error': 'Η αναζήτηση δεν είναι διαθέσιμη',
  'map.cluster_count_one': '{{count}} όχημα',
  'map.cluster_count_other': '{{count}} οχήματα',
  'map.online_unavailable':
    'Ο διαδικτυακός χάρτης δεν είναι διαθέσιμος: εμφανίζεται ο χάρτης εκτός σύνδεσης',
  'map.layer.openfreemap_liberty': 'OpenFreeMap Liberty',
  'map.layer.openfreemap_positron': 'OpenFreeMap Positron',
  'map.layer.osm_raster': 'OpenStreetMap (ράστερ)',
};
