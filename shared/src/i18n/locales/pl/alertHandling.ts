import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Nowy',
  'handling.state_acknowledged': 'Przyjęty przez {{names}}',
  'handling.state_resolved': 'Rozwiązany przez {{names}}',
  'handling.unhandled_count': 'nieobsłużone: {{count}}',
  'handling.handle': 'Obsłuż',
  'handling.handle_selected': 'Obsłuż wybrany alert',
  'handling.title': 'Alerty {{plate}}',
  'handling.note': 'Notatka',
  'handling.note_placeholder': 'Co zrobiono, do kogo dzwoniono…',
  'handling.acknowledge': 'Przyjmij',
  'handling.resolve': 'Rozwiąż',
  'handling.saving': 'Zapisywanie…',
  'handling.error': 'Nie udało się zapisać',
  'handling.not_raised': 'Alert w międzyczasie ustąpił',
  'handling.only_unhandled': 'Tylko nieobsłużone',
  'handling.history': 'Historia',
  'handling.history_empty': 'Nic jeszcze nie obsłużono',
  'handling.history_acknowledged': '{{name}} przyjął',
  'handling.history_resolved': '{{name}} rozwiązał',
  'handling.history_cleared': 'Alert ustąpił',
  'handling.none_selected': 'Najpierw wybierz alert na liście',
  'handling.all_handled': 'Wszystkie pokazane alerty są obsłużone',
  'handling.choose': 'Wybierz co najmniej jeden alert',
  'handling.signals': 'Sygnały poważnych alertów',
  'handling.sound': 'Dźwięk dla poważnych alertów (waga 4 i wyżej)',
  'handling.notifications': 'Powiadomienia przeglądarki dla poważnych alertów',
  'handling.notifications_denied':
    'Przeglądarka odmówiła powiadomień: zezwól na nie w ustawieniach witryny',
  'handling.notify_title': '{{plate}}: poważny alert',
};
