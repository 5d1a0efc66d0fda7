import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Ściana centrum dyspozytorskiego',
  'wall.open': 'Otwórz ścianę',
  'wall.exit': 'Wróć do mapy',
  'wall.live': 'na żywo',
  'wall.stale_since': 'nieaktualne od {{age}}',
  'wall.no_data': 'brak danych',
  'wall.source_trucks': 'Pojazdy',
  'wall.source_plafond': 'Czasy jazdy',
  'wall.source_traffic': 'Ruch',
  'wall.stream_down': 'Strumień na żywo przerwany',
  'wall.stream_down_detail':
    'Od {{time}}: na ekranie zostają ostatnie otrzymane dane. Ponowne łączenie…',
  'wall.tile_map': 'Mapa',
  'wall.tile_counters': 'Flota',
  'wall.tile_alerts': 'Alerty do obsłużenia',
  'wall.tile_driving': 'Kończący się czas jazdy',
  'wall.tile_health': 'Źródła danych',
  'wall.no_alerts': 'Brak alertów do obsłużenia',
  'wall.no_driving': 'Żaden kierowca nie zbliża się do limitu jazdy',
  'wall.left': 'zostało {{time}}',
  'wall.vehicles': 'pojazdy: {{count}}',
  'wall.more': 'i {{count}} więcej',
};
