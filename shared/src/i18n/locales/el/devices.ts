import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'el'> = {
  'devices.title': 'Συσκευές',
  'devices.info':
    'Συσκευές εντοπισμού και τηλέφωνα που στέλνουν τις θέσεις των οχημάτων απευθείας στο FleetDeck, χωρίς τηλεματική υπηρεσία.',
  'devices.list_title': 'Συσκευές της εταιρείας',
  'devices.load_failed': 'Δεν ήταν δυνατή η φόρτωση των συσκευών',
  'devices.none': 'Καμία συσκευή δεν έχει συνδεθεί με όχημα.',
  'devices.protocol_teltonika': 'Συσκευή εντοπισμού Teltonika (IMEI)',
  'devices.protocol_osmand': 'Τηλέφωνο με OsmAnd',
  'devices.remove': 'Αφαίρεση',
  'devices.remove_title': 'Αφαίρεση της συσκευής;',
  'devices.remove_confirm':
    'Οι θέσεις από το {{device}} δεν θα γίνονται πλέον δεκτές για το {{plate}}.',
  'devices.removed': 'Η συσκευή {{device}} αφαιρέθηκε.',
  'devices.restored': 'Η συσκευή {{device}} συνδέθηκε ξανά.',
  'devices.undo': 'Αναίρεση',
  'devices.add_title': 'Προσθήκη συσκευής',
  'devices.protocol': 'Πρωτόκολλο',
  'devices.device_id': 'IMEI ή αναγνωριστικό',
  'devices.hint_teltonika': 'Το IMEI έχει 15 ψηφία· το τελευταίο είναι το ψηφίο ελέγχου.',
  'devices.hint_osmand':
    'Το αναγνωριστικό που ορίστηκε στην εφαρμογή: 1 έως 64 γράμματα, ψηφία, τελείες, παύλες και κάτω παύλες.',
  'devices.vehicle': 'Όχημα',
  'devices.target_new': 'Νέο όχημα',
  'devices.target_existing': 'Υπάρχον όχημα',
  'devices.plate': 'Πινακίδα',
  'devices.existing_vehicle': 'Όχημα της εταιρείας',
  'devices.pick_vehicle': 'Επιλέξτε όχημα',
  'devices.label': 'Ετικέτα (προαιρετική)',
  'devices.add': 'Προσθήκη',
  'devices.added': 'Η συσκευή {{device}} συνδέθηκε.',
  'devices.unknown_title': 'Άγνωστες συσκευές',
  'devices.unknown_info':
    'Συσκευές που απορρίφθηκαν επειδή καμία εταιρεία δεν τις έχει συνδέσει: συνδέστε μία με ένα όχημα για να γίνονται δεκτές οι θέσεις της.',
  'devices.unknown_failed': 'Δεν ήταν δυνατή η φόρτωση των άγνωστων συσκευών',
  'devices.unknown_none': 'Καμία άγνωστη συσκευή.',
  'devices.unknown_seen_no_remote': 'τελευταία απόπειρα {{time}}, απόπειρες: {{attempts}}',
  'devices.unknown_seen': 'τελευταία απόπειρα {{time}} από {{remote}}, απόπειρες: {{attempts}}',
  'devices.bind': 'Σύνδεση',
  'devices.bind_title': 'Σύνδεση του {{device}} με όχημα',
};
