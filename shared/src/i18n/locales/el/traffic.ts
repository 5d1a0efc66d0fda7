import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Κίνηση',
  'traffic.severity': 'Σοβαρότητα {{level}}',
  'traffic.speed': 'Μέση ταχύτητα {{speed}}',
  'traffic.category.alerts': 'Ειδοποιήσεις',
  'traffic.category.services': 'Υπηρεσίες',
  'traffic.category.natural_events': 'Φυσικά φαινόμενα',
  'traffic.category.events': 'Εκδηλώσεις',
  'traffic.category.traffic': 'Κίνηση',
  'traffic.category.accidents': 'Ατυχήματα',
  'traffic.category.works': 'Έργα',
};
