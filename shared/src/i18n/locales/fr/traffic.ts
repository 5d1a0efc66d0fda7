import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Trafic',
  'traffic.severity': 'Gravité {{level}}',
  'traffic.speed': 'Vitesse moyenne {{speed}}',
  'traffic.category.alerts': 'Alertes',
  'traffic.category.services': 'Services',
  'traffic.category.natural_events': 'Événements naturels',
  'traffic.category.events': 'Événements',
  'traffic.category.traffic': 'Trafic',
  'traffic.category.accidents': 'Accidents',
  'traffic.category.works': 'Travaux',
};
