import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'pl'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} pojazd',
  vehicles_count_few: '{{count}} pojazdy',
  vehicles_count_many: '{{count}} pojazdów',
  live: 'Na żywo',
  connecting: 'Łączenie…',
  offline: 'Offline',
};
