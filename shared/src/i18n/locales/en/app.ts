import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'en'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} vehicle',
  vehicles_count_other: '{{count}} vehicles',
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline',
};
