import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Új',
  'handling.state_acknowledged': 'Átvette: {{names}}',
  'handling.state_resolved': 'Megoldotta: {{names}}',
  'handling.unhandled_count': '{{count}} kezeletlen',
  'handling.handle': 'Kezelés',
  'handling.handle_selected': 'A kijelölt riasztás kezelése',
  'handling.title': '{{plate}} riasztásai',
  'handling.note': 'Megjegyzés',
  'handling.note_placeholder': 'Mi történt, kit hívtak…',
  'handling.acknowledge': 'Átvétel',
  'handling.resolve': 'Megoldás',
  'handling.saving': 'Mentés…',
  'handling.error': 'A mentés nem sikerült',
  'handling.not_raised': 'A riasztás közben megszűnt',
  'handling.only_unhandled': 'Csak kezeletlenek',
  'handling.history': 'Előzmények',
  'handling.history_empty': 'Még semmi sincs kezelve',
  'handling.history_acknowledged': '{{name}} átvette',
  'handling.history_resolved': '{{name}} megoldotta',
  'handling.history_cleared': 'A riasztás megszűnt',
  'handling.none_selected': 'Előbb jelöljön ki egy riasztást a listában',
  'handling.all_handled': 'Minden látható riasztás kezelve',
  'handling.choose': 'Válasszon legalább egy riasztást',
  'handling.signals': 'Súlyos riasztások jelzése',
  'handling.sound': 'Hang súlyos riasztásokhoz (4-es súlyosságtól)',
  'handling.notifications': 'Böngészőértesítések súlyos riasztásokhoz',
  'handling.notifications_denied':
    'A böngésző elutasította az értesítéseket: engedélyezze őket a webhelybeállításokban',
  'handling.notify_title': '{{plate}}: súlyos riasztás',
};
