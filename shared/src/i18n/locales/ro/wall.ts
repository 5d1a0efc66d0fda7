import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Peretele dispeceratului',
  'wall.open': 'Deschide peretele',
  'wall.exit': 'Înapoi la hartă',
  'wall.live': 'în direct',
  'wall.stale_since': 'neactualizat de {{age}}',
  'wall.no_data': 'fără date',
  'wall.source_trucks': 'Vehicule',
  'wall.source_plafond': 'Timpi de conducere',
  'wall.source_traffic': 'Trafic',
  'wall.stream_down': 'Fluxul în direct s-a întrerupt',
  'wall.stream_down_detail':
    'De la {{time}}: ultimele date primite rămân pe ecran. Se reconectează…',
  'wall.tile_map': 'Hartă',
  'wall.tile_counters': 'Flotă',
  'wall.tile_alerts': 'Alerte de gestionat',
  'wall.tile_driving': 'Timp de conducere pe terminate',
  'wall.tile_health': 'Surse de date',
  'wall.no_alerts': 'Nicio alertă de gestionat',
  'wall.no_driving': 'Niciun șofer aproape de limita de conducere',
  'wall.left': 'au mai rămas {{time}}',
  'wall.vehicles': '{{count}} vehicule',
  'wall.more': 'și încă {{count}}',
};
