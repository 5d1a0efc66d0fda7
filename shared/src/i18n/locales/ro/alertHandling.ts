import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Nou',
  'handling.state_acknowledged': 'Preluat de {{names}}',
  'handling.state_resolved': 'Rezolvat de {{names}}',
  'handling.unhandled_count': '{{count}} negestionate',
  'handling.handle': 'Gestionează',
  'handling.handle_selected': 'Gestionează alerta selectată',
  'handling.title': 'Alertele pentru {{plate}}',
  'handling.note': 'Notă',
  'handling.note_placeholder': 'Ce s-a făcut, cine a fost sunat…',
  'handling.acknowledge': 'Preia',
  'handling.resolve': 'Rezolvă',
  'handling.saving': 'Se salvează…',
  'handling.error': 'Nu s-a putut salva',
  'handling.not_raised': 'Alerta a dispărut între timp',
  'handling.only_unhandled': 'Doar negestionate',
  'handling.history': 'Istoric',
  'handling.history_empty': 'Nimic gestionat încă',
  'handling.history_acknowledged': '{{name}} a preluat',
  'handling.history_resolved': '{{name}} a rezolvat',
  'handling.history_cleared': 'Alerta a dispărut',
  'handling.none_selected': 'Selectați mai întâi o alertă din listă',
  'handling.all_handled': 'Toate alertele afișate sunt gestionate',
  'handling.choose': 'Alegeți cel puțin o alertă',
  'handling.signals': 'Semnale pentru alertele grave',
  'handling.sound': 'Sunet pentru alertele grave (gravitate 4 și peste)',
  'handling.notifications': 'Notificări în browser pentru alertele grave',
  'handling.notifications_denied':
    'Browserul a refuzat notificările: permiteți-le în setările site-ului',
  'handling.notify_title': '{{plate}}: alertă gravă',
};
