import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'el'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} όχημα',
  vehicles_count_other: '{{count}} οχήματα',
  live: 'Ζωντανά',
  connecting: 'Σύνδεση…',
  offline: 'Εκτός σύνδεσης',
};
