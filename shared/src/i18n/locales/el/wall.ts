import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Τοίχος αίθουσας ελέγχου',
  'wall.open': 'Άνοιγμα τοίχου',
  'wall.exit': 'Επιστροφή στον χάρτη',
  'wall.live': 'ζωντανά',
  'wall.stale_since': 'μη ενημερωμένο εδώ και {{age}}',
  'wall.no_data': 'χωρίς δεδομένα',
  'wall.source_trucks': 'Οχήματα',
  'wall.source_plafond': 'Χρόνοι οδήγησης',
  'wall.source_traffic': 'Κίνηση',
  'wall.stream_down': 'Η ζωντανή ροή διακόπηκε',
  'wall.stream_down_detail':
    'Από τις {{time}}: τα τελευταία δεδομένα παραμένουν στην οθόνη. Επανασύνδεση…',
  'wall.tile_map': 'Χάρτης',
  'wall.tile_counters': 'Στόλος',
  'wall.tile_alerts': 'Ειδοποιήσεις προς διαχείριση',
  'wall.tile_driving': 'Ο χρόνος οδήγησης τελειώνει',
  'wall.tile_health': 'Πηγές δεδομένων',
  'wall.no_alerts': 'Καμία ειδοποίηση προς διαχείριση',
  'wall.no_driving': 'Κανένας οδηγός κοντά στο όριο οδήγησης',
  'wall.left': 'απομένουν {{time}}',
  'wall.vehicles': '{{count}} οχήματα',
  'wall.more': 'και {{count}} ακόμη',
};
