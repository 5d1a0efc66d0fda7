import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Νέα',
  'handling.state_acknowledged': 'Ανέλαβε: {{names}}',
  'handling.state_resolved': 'Επιλύθηκε από: {{names}}',
  'handling.unhandled_count': '{{count}} χωρίς διαχείριση',
  'handling.handle': 'Διαχείριση',
  'handling.handle_selected': 'Διαχείριση της επιλεγμένης ειδοποίησης',
  'handling.title': 'Ειδοποιήσεις του {{plate}}',
  'handling.note': 'Σημείωση',
  'handling.note_placeholder': 'Τι έγινε, ποιος κλήθηκε…',
  'handling.acknowledge': 'Ανάληψη',
  'handling.resolve': 'Επίλυση',
  'handling.saving': 'Αποθήκευση…',
  'handling.error': 'Δεν ήταν δυνατή η αποθήκευση',
  'handling.not_raised': 'Η ειδοποίηση έληξε στο μεταξύ',
  'handling.only_unhandled': 'Μόνο χωρίς διαχείριση',
  'handling.history': 'Ιστορικό',
  'handling.history_empty': 'Καμία διαχείριση ακόμη',
  'handling.history_acknowledged': 'Ο/η {{name}} ανέλαβε',
  'handling.history_resolved': 'Ο/η {{name}} επέλυσε',
  'handling.history_cleared': 'Η ειδοποίηση έληξε',
  'handling.none_selected': 'Επιλέξτε πρώτα μια ειδοποίηση στη λίστα',
  'handling.all_handled': 'Όλες οι εμφανιζόμενες ειδοποιήσεις έχουν διαχειριστεί',
  'handling.choose': 'Επιλέξτε τουλάχιστον μία ειδοποίηση',
  'handling.signals': 'Σήματα σοβαρών ειδοποιήσεων',
  'handling.sound': 'Ήχος για σοβαρές ειδοποιήσεις (σοβαρότητα 4 και άνω)',
  'handling.notifications': 'Ειδοποιήσεις προγράμματος περιήγησης για σοβαρές ειδοποιήσεις',
  'handling.notifications_denied':
    'Το πρόγραμμα περιήγησης αρνήθηκε τις ειδοποιήσεις: επιτρέψτε τις στις ρυθμίσεις ιστότοπου',
  'handling.notify_title': '{{plate}}: σοβαρή ειδοποίηση',
};
