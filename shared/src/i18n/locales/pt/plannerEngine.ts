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
  'planner.engine.limit.adr':
    'túnel de categoria ADR {{limit}} em {{road}} (código de túnel da carga {{value}})',
  'planner.engine.over_legal_limit':
    'O veículo excede os limites legais e nenhum percurso evita o país: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'altura {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.width': 'largura {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.length': 'comprimento {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.weight': 'peso {{value}} t (máximo legal {{limit}} t)',
  'planner.engine.legal.axleLoad': 'carga por eixo {{value}} t (máximo legal {{limit}} t)',
};
