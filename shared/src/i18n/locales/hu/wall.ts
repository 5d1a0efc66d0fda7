import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Irányítóterem fala',
  'wall.open': 'Fal megnyitása',
  'wall.exit': 'Vissza a térképhez',
  'wall.live': 'élő',
  'wall.stale_since': 'nem frissült ennyi ideje: {{age}}',
  'wall.no_data': 'nincs adat',
  'wall.source_trucks': 'Járművek',
  'wall.source_plafond': 'Vezetési idők',
  'wall.source_traffic': 'Forgalom',
  'wall.stream_down': 'Az élő adatfolyam megszakadt',
  'wall.stream_down_detail':
    '{{time}} óta: a legutóbb kapott adatok maradnak a képernyőn. Újracsatlakozás…',
  'wall.tile_map': 'Térkép',
  'wall.tile_counters': 'Flotta',
  'wall.tile_alerts': 'Kezelendő riasztások',
  'wall.tile_driving': 'Fogyó vezetési idő',
  'wall.tile_health': 'Adatforrások',
  'wall.no_alerts': 'Nincs kezelendő riasztás',
  'wall.no_driving': 'Nincs sofőr a vezetési határ közelében',
  'wall.left': '{{time}} van hátra',
  'wall.vehicles': '{{count}} jármű',
  'wall.more': 'és még {{count}}',
};
