import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Trânsito',
  'traffic.severity': 'Gravidade {{level}}',
  'traffic.speed': 'Velocidade média {{speed}}',
  'traffic.category.alerts': 'Alertas',
  'traffic.category.services': 'Serviços',
  'traffic.category.natural_events': 'Fenómenos naturais',
  'traffic.category.events': 'Eventos',
  'traffic.category.traffic': 'Trânsito',
  'traffic.category.accidents': 'Acidentes',
  'traffic.category.works': 'Obras',
};
