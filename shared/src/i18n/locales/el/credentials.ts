import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Αποσυνδεθήκατε',
  'credentials.title_wall': 'Η οθόνη ανακλήθηκε',
  'credentials.signed_out': 'Αυτή η συνεδρία αποσυνδέθηκε (εδώ ή σε άλλο παράθυρο).',
  'credentials.session_expired': 'Η συνεδρία έφτασε στη μέγιστη διάρκειά της.',
  'credentials.user_disabled': 'Αυτός ο λογαριασμός απενεργοποιήθηκε από διαχειριστή.',
  'credentials.company_removed':
    'Αυτός ο λογαριασμός δεν έχει πλέον πρόσβαση σε αυτή την εταιρεία.',
  'credentials.wall_revoked': 'Η πρόσβαση αυτής της οθόνης τοίχου ανακλήθηκε.',
  'credentials.wall_hint':
    'Ένας διαχειριστής μπορεί να δημιουργήσει νέα διεύθυνση οθόνης στο «Ρύθμιση τοίχου», ενότητα «Οθόνες τοίχου».',
  'credentials.data_removed': 'Τα ζωντανά δεδομένα αφαιρέθηκαν από αυτή την οθόνη.',
  'credentials.sign_in': 'Συνδεθείτε ξανά',
};
