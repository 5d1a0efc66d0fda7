import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Pared de la sala de control',
  'wall.open': 'Abrir la pared',
  'wall.exit': 'Volver al mapa',
  'wall.live': 'en directo',
  'wall.stale_since': 'sin actualizar desde hace {{age}}',
  'wall.no_data': 'sin datos',
  'wall.source_trucks': 'Vehículos',
  'wall.source_plafond': 'Tiempos de conducción',
  'wall.source_traffic': 'Tráfico',
  'wall.stream_down': 'Flujo en directo interrumpido',
  'wall.stream_down_detail':
    'Desde las {{time}}: los últimos datos recibidos siguen en pantalla. Reconectando…',
  'wall.tile_map': 'Mapa',
  'wall.tile_counters': 'Flota',
  'wall.tile_alerts': 'Alertas por gestionar',
  'wall.tile_driving': 'Tiempo de conducción a punto de agotarse',
  'wall.tile_health': 'Fuentes de datos',
  'wall.no_alerts': 'Ninguna alerta por gestionar',
  'wall.no_driving': 'Ningún conductor cerca del límite de conducción',
  'wall.left': 'quedan {{time}}',
  'wall.vehicles': '{{count}} vehículos',
  'wall.more': 'y {{count}} más',
};
