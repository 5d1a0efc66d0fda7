import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Neu',
  'handling.state_acknowledged': 'Übernommen von {{names}}',
  'handling.state_resolved': 'Erledigt von {{names}}',
  'handling.unhandled_count': '{{count}} unbearbeitet',
  'handling.handle': 'Bearbeiten',
  'handling.handle_selected': 'Ausgewählte Warnung bearbeiten',
  'handling.title': 'Warnungen von {{plate}}',
  'handling.note': 'Notiz',
  'handling.note_placeholder': 'Was getan wurde, wer angerufen wurde…',
  'handling.acknowledge': 'Übernehmen',
  'handling.resolve': 'Erledigen',
  'handling.saving': 'Wird gespeichert…',
  'handling.error': 'Speichern nicht möglich',
  'handling.not_raised': 'Die Warnung ist inzwischen erloschen',
  'handling.only_unhandled': 'Nur unbearbeitete',
  'handling.history': 'Verlauf',
  'handling.history_empty': 'Noch nichts bearbeitet',
  'handling.history_acknowledged': '{{name}} hat übernommen',
  'handling.history_resolved': '{{name}} hat erledigt',
  'handling.history_cleared': 'Die Warnung ist erloschen',
  'handling.none_selected': 'Zuerst eine Warnung in der Liste wählen',
  'handling.all_handled': 'Alle angezeigten Warnungen sind bearbeitet',
  'handling.choose': 'Mindestens eine Warnung wählen',
  'handling.signals': 'Signale für schwere Warnungen',
  'handling.sound': 'Ton bei schweren Warnungen (Schwere 4 und höher)',
  'handling.notifications': 'Browser-Benachrichtigungen bei schweren Warnungen',
  'handling.notifications_denied':
    'Der Browser hat Benachrichtigungen abgelehnt: in den Website-Einstellungen erlauben',
  'handling.notify_title': '{{plate}}: schwere Warnung',
};
