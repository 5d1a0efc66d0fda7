import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'es'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} vehículo',
  vehicles_count_many: '{{count}} de vehículos',
  vehicles_count_other: '{{count}} vehículos',
  live: 'En directo',
  connecting: 'Conectando…',
  offline: 'Sin conexión',
};
