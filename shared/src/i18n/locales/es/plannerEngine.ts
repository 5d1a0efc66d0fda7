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
};
