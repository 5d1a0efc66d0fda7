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
  'planner.engine.limit.adr':
    'tunnel de catégorie ADR {{limit}} sur {{road}} (code tunnel du chargement {{value}})',
  'planner.engine.over_legal_limit':
    "Le véhicule dépasse les limites légales et aucun itinéraire n'évite le pays : {{countries}}",
  'planner.engine.legal.country': '{{country}} : {{limits}}',
  'planner.engine.legal.height': 'hauteur {{value}} m (maximum légal {{limit}} m)',
  'planner.engine.legal.width': 'largeur {{value}} m (maximum légal {{limit}} m)',
  'planner.engine.legal.length': 'longueur {{value}} m (maximum légal {{limit}} m)',
  'planner.engine.legal.weight': 'poids {{value}} t (maximum légal {{limit}} t)',
  'planner.engine.legal.axleLoad': "charge à l'essieu {{value}} t (maximum légal {{limit}} t)",
};
