import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Żadna trasa nie spełnia ograniczeń pojazdu: {{sections}}',
  'planner.engine.limit.height':
    'ograniczenie wysokości {{limit}} m na {{road}} (pojazd {{value}} m)',
  'planner.engine.limit.width':
    'ograniczenie szerokości {{limit}} m na {{road}} (pojazd {{value}} m)',
  'planner.engine.limit.length':
    'ograniczenie długości {{limit}} m na {{road}} (pojazd {{value}} m)',
  'planner.engine.limit.weight': 'ograniczenie masy {{limit}} t na {{road}} (pojazd {{value}} t)',
  'planner.engine.limit.axleLoad':
    'ograniczenie nacisku na oś {{limit}} t na {{road}} (pojazd {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'Etap {{n}} ({{name}}) jest dalej niż {{km}} km od jakiejkolwiek drogi',
  'planner.engine.no_route': 'Żadna droga nie łączy etapów {{from}} i {{to}}',
  'planner.engine.waypoint_moved':
    'Etap {{n}} jest {{km}} km od najbliższej drogi: trasa korzysta z najbliższego punktu na niej',
};
