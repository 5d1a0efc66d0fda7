import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Traffic',
  'traffic.severity': 'Severity {{level}}',
  'traffic.speed': 'Average speed {{speed}}',
  'traffic.category.alerts': 'Alerts',
  'traffic.category.services': 'Services',
  'traffic.category.natural_events': 'Natural events',
  'traffic.category.events': 'Events',
  'traffic.category.traffic': 'Traffic',
  'traffic.category.accidents': 'Accidents',
  'traffic.category.works': 'Roadworks',
};
