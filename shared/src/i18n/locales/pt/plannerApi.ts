import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'A etapa {{n}} está demasiado longe de qualquer estrada que o veículo possa usar ({{detail}})',
  'planner.api.no_route': 'Nenhuma rota liga as etapas ({{detail}})',
  'planner.api.provider_unavailable': 'O motor de cálculo de rotas não está disponível: {{detail}}',
  'planner.api.bad_provider_answer':
    'O motor de cálculo de rotas deu uma resposta ilegível: {{detail}}',
};
