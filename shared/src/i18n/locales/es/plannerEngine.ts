import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Ninguna ruta respeta los límites del vehículo: {{sections}}',
  'planner.engine.limit.height': 'altura máxima {{limit}} m en {{road}} (vehículo {{value}} m)',
  'planner.engine.limit.width': 'anchura máxima {{limit}} m en {{road}} (vehículo {{value}} m)',
  'planner.engine.limit.length': 'longitud máxima {{limit}} m en {{road}} (vehículo {{value}} m)',
  'planner.engine.limit.weight': 'peso máximo {{limit}} t en {{road}} (vehículo {{value}} t)',
  'planner.engine.limit.axleLoad':
    'carga por eje máxima {{limit}} t en {{road}} (vehículo {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'La etapa {{n}} ({{name}}) está a más de {{km}} km de cualquier carretera',
  'planner.engine.no_route': 'Ninguna carretera une las etapas {{from}} y {{to}}',
  'planner.engine.waypoint_moved':
    'La etapa {{n}} está a {{km}} km de la carretera más cercana: la ruta usa el punto más cercano de ella',
  'planner.engine.limit.adr':
    'túnel de categoría ADR {{limit}} en {{road}} (código de túnel de la carga {{value}})',
  'planner.engine.over_legal_limit':
    'El vehículo supera los límites legales y ninguna ruta evita el país: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'altura {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.width': 'anchura {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.length': 'longitud {{value}} m (máximo legal {{limit}} m)',
  'planner.engine.legal.weight': 'peso {{value}} t (máximo legal {{limit}} t)',
  'planner.engine.legal.axleLoad': 'carga por eje {{value}} t (máximo legal {{limit}} t)',
};
