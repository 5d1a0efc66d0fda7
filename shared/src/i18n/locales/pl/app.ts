import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it> = {
  app_name: 'FleetDeck',
  vehicles_count: '{{count}} pojazdów',
  live: 'Na żywo',
  connecting: 'Łączenie…',
  offline: 'Offline',
};
