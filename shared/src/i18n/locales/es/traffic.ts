import type { AreaOf } from '../../languages.js';
import type { traffic as it } from '../it/traffic.js';

export const traffic: AreaOf<typeof it> = {
  'traffic.title': 'Tráfico',
  'traffic.severity': 'Gravedad {{level}}',
  'traffic.speed': 'Velocidad media {{speed}}',
  'traffic.category.alerts': 'Alertas',
  'traffic.category.services': 'Servicios',
  'traffic.category.natural_events': 'Fenómenos naturales',
  'traffic.category.events': 'Eventos',
  'traffic.category.traffic': 'Tráfico',
  'traffic.category.accidents': 'Accidentes',
  'traffic.category.works': 'Obras',
};
