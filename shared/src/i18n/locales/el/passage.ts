import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Διέλευση οχημάτων',
  'vehicle_passage.address': 'Διεύθυνση',
  'vehicle_passage.radius': 'Ακτίνα (km)',
  'vehicle_passage.time_interval': 'Χρονικό διάστημα',
  'vehicle_passage.search': 'Αναζήτηση',
  'vehicle_passage.cancel_search': 'Ακύρωση αναζήτησης',
  'vehicle_passage.edit_search': 'Επεξεργασία αναζήτησης',
  'vehicle_passage.back_to_results': 'Επιστροφή στα αποτελέσματα',
  'vehicle_passage.no_vehicles_found': 'Δεν βρέθηκαν οχήματα',
  'vehicle_passage.long_loading': 'Η αναζήτηση μπορεί να διαρκέσει μερικά λεπτά',
  'vehicle_passage.error_searching': 'Σφάλμα κατά την αναζήτηση',
  'vehicle_passage.interval_too_long': 'Το χρονικό διάστημα δεν μπορεί να υπερβαίνει τις 24 ώρες',
  'vehicle_passage.events': '{{count}} διελεύσεις',
};
