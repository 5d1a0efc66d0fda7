import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Trafic',
  'traffic.severity': 'Gravitate {{level}}',
  'traffic.speed': 'Viteză medie {{speed}}',
  'traffic.category.alerts': 'Alerte',
  'traffic.category.services': 'Servicii',
  'traffic.category.natural_events': 'Fenomene naturale',
  'traffic.category.events': 'Evenimente',
  'traffic.category.traffic': 'Trafic',
  'traffic.category.accidents': 'Accidente',
  'traffic.category.works': 'Lucrări',
};
