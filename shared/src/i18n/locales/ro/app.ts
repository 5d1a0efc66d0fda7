import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'ro'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} vehicul',
  vehicles_count_few: '{{count}} vehicule',
  vehicles_count_other: '{{count}} de vehicule',
  live: 'În direct',
  connecting: 'Conectare…',
  offline: 'Deconectat',
};
