import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Σύνδεση στο FleetDeck',
  'auth.username': 'Όνομα χρήστη',
  'auth.password': 'Κωδικός πρόσβασης',
  'auth.sign_in': 'Σύνδεση',
  'auth.invalid_credentials': 'Λανθασμένο όνομα χρήστη ή κωδικός',
  'auth.too_many_attempts':
    'Πάρα πολλές αποτυχημένες προσπάθειες για αυτόν τον λογαριασμό: δοκιμάστε ξανά σε {{seconds}} δευτ.',
  'auth.signed_out': 'Αποσυνδεθήκατε',
  'auth.sign_in_again': 'Συνδεθείτε ξανά',
  'auth.sign_in_failed': 'Η σύνδεση απέτυχε: ο πάροχος ταυτότητας δεν επιβεβαίωσε το αίτημα',
  'shell.main_menu': 'Κύριο μενού',
  'errors.not_configured_title': 'Ο λογαριασμός δεν έχει ρυθμιστεί',
  'settings.identification.default': 'Προεπιλογή',
  'settings.colour_mode': 'Λειτουργία χρωμάτων',
};
