import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Ετικέτες',
  'tags.add': 'Προσθήκη ετικέτας',
  'tags.name': 'Όνομα ετικέτας',
  'tags.rename': 'Μετονομασία',
  'tags.trucks_count': '{{count}} οχήματα',
  'tags.empty': 'Καμία ετικέτα',
  'tags.delete_confirm': 'Διαγραφή αυτής της ετικέτας;',
  'tags.added': 'Η ετικέτα προστέθηκε με επιτυχία',
  'tags.updated': 'Η ετικέτα ενημερώθηκε με επιτυχία',
  'tags.deleted': 'Η ετικέτα διαγράφηκε με επιτυχία',
  'tags.add_error': 'Σφάλμα κατά την προσθήκη της ετικέτας',
  'tags.update_error': 'Σφάλμα κατά την ενημέρωση της ετικέτας',
  'tags.delete_error': 'Σφάλμα κατά τη διαγραφή της ετικέτας',
};
