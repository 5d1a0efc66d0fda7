import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Leitstand-Wand',
  'wall.open': 'Wand öffnen',
  'wall.exit': 'Zurück zur Karte',
  'wall.live': 'live',
  'wall.stale_since': 'veraltet seit {{age}}',
  'wall.no_data': 'keine Daten',
  'wall.source_trucks': 'Fahrzeuge',
  'wall.source_plafond': 'Lenkzeiten',
  'wall.source_traffic': 'Verkehr',
  'wall.stream_down': 'Live-Verbindung unterbrochen',
  'wall.stream_down_detail':
    'Seit {{time}}: die zuletzt empfangenen Daten bleiben sichtbar. Verbindung wird wiederhergestellt…',
  'wall.tile_map': 'Karte',
  'wall.tile_counters': 'Flotte',
  'wall.tile_alerts': 'Zu bearbeitende Warnungen',
  'wall.tile_driving': 'Lenkzeit läuft ab',
  'wall.tile_health': 'Datenquellen',
  'wall.no_alerts': 'Keine Warnung zu bearbeiten',
  'wall.no_driving': 'Kein Fahrer nahe der Lenkzeitgrenze',
  'wall.left': 'noch {{time}}',
  'wall.vehicles': '{{count}} Fahrzeuge',
  'wall.more': 'und {{count}} weitere',
};
