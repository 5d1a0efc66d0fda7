import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Nenhuma rota respeita os limites do veículo: {{sections}}',
  'planner.engine.limit.height': 'altura máxima {{limit}} m em {{road}} (veículo {{value}} m)',
  'planner.engine.limit.width': 'largura máxima {{limit}} m em {{road}} (veículo {{value}} m)',
  'planner.engine.limit.length': 'comprimento máximo {{limit}} m em {{road}} (veículo {{value}} m)',
  'planner.engine.limit.weight': 'peso máximo {{limit}} t em {{road}} (veículo {{value}} t)',
  'planner.engine.limit.axleLoad':
    'carga por eixo máxima {{limit}} t em {{road}} (veículo {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'A etapa {{n}} ({{name}}) está a mais de {{km}} km de qualquer estrada',
  'planner.engine.no_route': 'Nenhuma estrada liga as etapas {{from}} e {{to}}',
  'planner.engine.waypoint_moved':
    'A etapa {{n}} está a {{km}} km da estrada mais próxima: a rota usa o ponto mais próximo dela',
};
