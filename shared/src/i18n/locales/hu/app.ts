import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it> = {
  app_name: 'FleetDeck',
  vehicles_count: '{{count}} jármű',
  live: 'Élő',
  connecting: 'Kapcsolódás…',
  offline: 'Nincs kapcsolat',
};
