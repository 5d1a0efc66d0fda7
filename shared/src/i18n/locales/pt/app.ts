import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'pt'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} veículo',
  vehicles_count_many: '{{count}} de veículos',
  vehicles_count_other: '{{count}} veículos',
  live: 'Ao vivo',
  connecting: 'A ligar…',
  offline: 'Offline',
};
