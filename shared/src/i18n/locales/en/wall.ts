import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Control room wall',
  'wall.open': 'Open the wall',
  'wall.exit': 'Back to the map',
  'wall.live': 'live',
  'wall.stale_since': 'stale since {{age}}',
  'wall.no_data': 'no data',
  'wall.source_trucks': 'Vehicles',
  'wall.source_plafond': 'Driving times',
  'wall.source_traffic': 'Traffic',
  'wall.stream_down': 'Live stream down',
  'wall.stream_down_detail':
    'Since {{time}}: the last data received stays on screen. Reconnecting…',
  'wall.tile_map': 'Map',
  'wall.tile_counters': 'Fleet',
  'wall.tile_alerts': 'Alerts to handle',
  'wall.tile_driving': 'Driving time running out',
  'wall.tile_health': 'Data sources',
  'wall.no_alerts': 'No alert to handle',
  'wall.no_driving': 'No driver close to the driving limit',
  'wall.left': '{{time}} left',
  'wall.vehicles': '{{count}} vehicles',
  'wall.more': 'and {{count}} more',
};
