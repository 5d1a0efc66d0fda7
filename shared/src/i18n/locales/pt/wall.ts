import type { AreaOf } from '../../languages.js';
import type { wall as it } from '../it/wall.js';

export const wall: AreaOf<typeof it> = {
  'wall.title': 'Parede da sala de controlo',
  'wall.open': 'Abrir a parede',
  'wall.exit': 'Voltar ao mapa',
  'wall.live': 'em direto',
  'wall.stale_since': 'desatualizado há {{age}}',
  'wall.no_data': 'sem dados',
  'wall.source_trucks': 'Veículos',
  'wall.source_plafond': 'Tempos de condução',
  'wall.source_traffic': 'Trânsito',
  'wall.stream_down': 'Fluxo em direto interrompido',
  'wall.stream_down_detail':
    'Desde as {{time}}: os últimos dados recebidos ficam no ecrã. A religar…',
  'wall.tile_map': 'Mapa',
  'wall.tile_counters': 'Frota',
  'wall.tile_alerts': 'Alertas por tratar',
  'wall.tile_driving': 'Tempo de condução a esgotar-se',
  'wall.tile_health': 'Fontes de dados',
  'wall.no_alerts': 'Nenhum alerta por tratar',
  'wall.no_driving': 'Nenhum motorista perto do limite de condução',
  'wall.left': 'faltam {{time}}',
  'wall.vehicles': '{{count}} veículos',
  'wall.more': 'e mais {{count}}',
};
