import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Aucun itinéraire ne respecte les limites du véhicule : {{sections}}',
  'planner.engine.limit.height': 'hauteur maximale {{limit}} m sur {{road}} (véhicule {{value}} m)',
  'planner.engine.limit.width': 'largeur maximale {{limit}} m sur {{road}} (véhicule {{value}} m)',
  'planner.engine.limit.length':
    'longueur maximale {{limit}} m sur {{road}} (véhicule {{value}} m)',
  'planner.engine.limit.weight': 'poids maximal {{limit}} t sur {{road}} (véhicule {{value}} t)',
  'planner.engine.limit.axleLoad':
    "charge à l'essieu maximale {{limit}} t sur {{road}} (véhicule {{value}} t)",
  'planner.engine.unreachable_waypoint':
    "L'étape {{n}} ({{name}}) est à plus de {{km}} km de toute route",
  'planner.engine.no_route': 'Aucune route ne relie les étapes {{from}} et {{to}}',
  'planner.engine.waypoint_moved':
    "L'étape {{n}} est à {{km}} km de la route la plus proche : l'itinéraire part du point le plus proche sur celle-ci",
};
