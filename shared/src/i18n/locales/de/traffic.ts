import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Verkehr',
  'traffic.severity': 'Schweregrad {{level}}',
  'traffic.speed': 'Durchschnittsgeschwindigkeit {{speed}}',
  'traffic.category.alerts': 'Warnungen',
  'traffic.category.services': 'Dienste',
  'traffic.category.natural_events': 'Naturereignisse',
  'traffic.category.events': 'Veranstaltungen',
  'traffic.category.traffic': 'Verkehr',
  'traffic.category.accidents': 'Unfälle',
  'traffic.category.works': 'Baustellen',
};
