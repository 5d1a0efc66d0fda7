import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Forgalom',
  'traffic.severity': 'Súlyosság: {{level}}',
  'traffic.speed': 'Átlagsebesség: {{speed}}',
  'traffic.category.alerts': 'Riasztások',
  'traffic.category.services': 'Szolgáltatások',
  'traffic.category.natural_events': 'Természeti események',
  'traffic.category.events': 'Események',
  'traffic.category.traffic': 'Forgalom',
  'traffic.category.accidents': 'Balesetek',
  'traffic.category.works': 'Útépítések',
};
