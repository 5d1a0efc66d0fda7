import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Passagem de veículos',
  'vehicle_passage.address': 'Endereço',
  'vehicle_passage.radius': 'Raio (km)',
  'vehicle_passage.time_interval': 'Intervalo de tempo',
  'vehicle_passage.search': 'Pesquisar',
  'vehicle_passage.cancel_search': 'Cancelar pesquisa',
  'vehicle_passage.edit_search': 'Editar pesquisa',
  'vehicle_passage.back_to_results': 'Voltar aos resultados',
  'vehicle_passage.no_vehicles_found': 'Nenhum veículo encontrado',
  'vehicle_passage.long_loading': 'A pesquisa pode demorar alguns minutos',
  'vehicle_passage.error_searching': 'Erro ao pesquisar',
  'vehicle_passage.interval_too_long': 'O intervalo de tempo não pode exceder 24 horas',
  'vehicle_passage.events': '{{count}} passagens',
};
