import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Ruch drogowy',
  'traffic.severity': 'Waga {{level}}',
  'traffic.speed': 'Średnia prędkość {{speed}}',
  'traffic.category.alerts': 'Ostrzeżenia',
  'traffic.category.services': 'Usługi',
  'traffic.category.natural_events': 'Zjawiska naturalne',
  'traffic.category.events': 'Wydarzenia',
  'traffic.category.traffic': 'Ruch drogowy',
  'traffic.category.accidents': 'Wypadki',
  'traffic.category.works': 'Roboty drogowe',
};
