import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': "No route respects the vehicle's limits: {{sections}}",
  'planner.engine.limit.height': 'height limit {{limit}} m on {{road}} (vehicle {{value}} m)',
  'planner.engine.limit.width': 'width limit {{limit}} m on {{road}} (vehicle {{value}} m)',
  'planner.engine.limit.length': 'length limit {{limit}} m on {{road}} (vehicle {{value}} m)',
  'planner.engine.limit.weight': 'weight limit {{limit}} t on {{road}} (vehicle {{value}} t)',
  'planner.engine.limit.axleLoad': 'axle load limit {{limit}} t on {{road}} (vehicle {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'Stage {{n}} ({{name}}) is more than {{km}} km from any road',
  'planner.engine.no_route': 'No road connects stages {{from}} and {{to}}',
  'planner.engine.waypoint_moved':
    'Stage {{n}} is {{km}} km from the nearest road: the route uses the nearest point on it',
  'planner.engine.limit.adr':
    'ADR tunnel category {{limit}} on {{road}} (load tunnel code {{value}})',
  'planner.engine.over_legal_limit':
    'The vehicle is over the legal limits and no route avoids the country: {{countries}}',
  'planner.engine.legal.country': 'in {{country}}: {{limits}}',
  'planner.engine.legal.height': 'height {{value}} m (legal maximum {{limit}} m)',
  'planner.engine.legal.width': 'width {{value}} m (legal maximum {{limit}} m)',
  'planner.engine.legal.length': 'length {{value}} m (legal maximum {{limit}} m)',
  'planner.engine.legal.weight': 'weight {{value}} t (legal maximum {{limit}} t)',
  'planner.engine.legal.axleLoad': 'axle load {{value}} t (legal maximum {{limit}} t)',
};
