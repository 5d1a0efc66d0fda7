import type { AreaOf } from '../../languages.js';
import type { app as it } from '../it/app.js';

export const app: AreaOf<typeof it, 'de'> = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} Fahrzeug',
  vehicles_count_other: '{{count}} Fahrzeuge',
  live: 'Live',
  connecting: 'Verbinde…',
  offline: 'Offline',
};
