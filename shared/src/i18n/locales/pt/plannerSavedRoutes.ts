import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'A carregar rotas guardadas…',
  'planner.savedroutes.load_error': 'Não foi possível carregar as rotas guardadas',
  'planner.savedroutes.choose': 'Escolha uma rota guardada',
  'planner.savedroutes.stages': 'Etapas ({{count}})',
  'planner.savedroutes.delete_route': 'Eliminar a rota «{{title}}»',
  'planner.savedroutes.delete_title': 'Eliminar rota',
  'planner.savedroutes.title_required': 'O título é obrigatório: escreva um nome para a rota',
  'planner.savedroutes.save_hint':
    'Serão guardadas as etapas, o veículo, as opções e os custos estimados da rota mostrada.',
  'planner.savedroutes.pages': 'Páginas de rotas guardadas',
  'planner.options': 'Opções',
  'planner.export.gpx': 'GPX 1.1 (rota e etapas)',
  'planner.export.itn': 'Itinerário TomTom (.itn)',
};
