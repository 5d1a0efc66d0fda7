import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'New',
  'handling.state_acknowledged': 'Acknowledged by {{names}}',
  'handling.state_resolved': 'Resolved by {{names}}',
  'handling.unhandled_count': '{{count}} unhandled',
  'handling.handle': 'Handle',
  'handling.handle_selected': 'Handle the selected alert',
  'handling.title': 'Alerts of {{plate}}',
  'handling.note': 'Note',
  'handling.note_placeholder': 'What was done, who was called…',
  'handling.acknowledge': 'Acknowledge',
  'handling.resolve': 'Resolve',
  'handling.saving': 'Saving…',
  'handling.error': 'Could not save',
  'handling.not_raised': 'The alert has cleared meanwhile',
  'handling.only_unhandled': 'Unhandled only',
  'handling.history': 'History',
  'handling.history_empty': 'Nothing handled yet',
  'handling.history_acknowledged': '{{name}} acknowledged',
  'handling.history_resolved': '{{name}} resolved',
  'handling.history_cleared': 'The alert cleared',
  'handling.none_selected': 'Select an alert in the list first',
  'handling.all_handled': 'All the alerts shown are handled',
  'handling.choose': 'Choose at least one alert',
  'handling.signals': 'Serious alert signals',
  'handling.sound': 'Sound for serious alerts (severity 4 and above)',
  'handling.notifications': 'Browser notifications for serious alerts',
  'handling.notifications_denied':
    'The browser refused notifications: allow them in its site settings',
  'handling.notify_title': '{{plate}}: serious alert',
};
