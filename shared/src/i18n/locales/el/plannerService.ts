import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    'Δείγμα δεδομένων: παραγόμενα πρατήρια και χώροι στάθμευσης, όχι πραγματικά σημεία',
  'resources.station_service.truck_lane': 'Λωρίδα φορτηγών',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'LNG',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Κατάστημα',
  'resources.station_service.restaurant': 'Εστιατόριο',
  'resources.station_service.showers': 'Ντους',
  'resources.station_service.truck_wash': 'Πλυντήριο φορτηγών',
  'resources.station_service.partner_card': 'Συνεργαζόμενη κάρτα καυσίμων',
  'resources.station_service.open_24h': 'Ανοιχτό 24 ώρες',
  'resources.parking_filter.security_fence': 'Περίφραξη ασφαλείας',
  'resources.parking_filter.cctv': 'Βιντεοεπιτήρηση',
  'resources.parking_filter.lighting': 'Φωτισμός',
  'resources.parking_filter.guarded': 'Με φύλαξη',
  'resources.parking_filter.showers': 'Ντους',
  'resources.parking_filter.toilets': 'Τουαλέτες',
  'resources.parking_filter.restaurant': 'Εστιατόριο',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Ρεύμα για ψυγεία',
  'resources.parking_filter.adr': 'Επικίνδυνα εμπορεύματα (ADR)',
  'freight.wrong_credentials': 'Λάθος όνομα χρήστη ή κωδικός',
  'freight.login_required': 'Συνδεθείτε πρώτα στο χρηματιστήριο φορτίων',
  'freight.logout': 'Αποσύνδεση από το χρηματιστήριο φορτίων',
};
