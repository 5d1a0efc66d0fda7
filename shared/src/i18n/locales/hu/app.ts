import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'hu'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} jármű',
  vehicles_count_other: '{{count}} jármű',
  live: 'Élő',
  connecting: 'Kapcsolódás…',
  offline: 'Nincs kapcsolat',
};
