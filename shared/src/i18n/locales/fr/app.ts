import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'fr'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} véhicule',
  vehicles_count_many: '{{count}} de véhicules',
  vehicles_count_other: '{{count}} véhicules',
  live: 'En direct',
  connecting: 'Connexion…',
  offline: 'Hors ligne',
};
