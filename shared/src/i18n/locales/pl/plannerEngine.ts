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
  'planner.engine.limit.adr':
    'tunel kategorii ADR {{limit}} na {{road}} (kod tunelowy ładunku {{value}})',
  'planner.engine.over_legal_limit':
    'Pojazd przekracza limity prawne i żadna trasa nie omija kraju: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'wysokość {{value}} m (maksimum prawne {{limit}} m)',
  'planner.engine.legal.width': 'szerokość {{value}} m (maksimum prawne {{limit}} m)',
  'planner.engine.legal.length': 'długość {{value}} m (maksimum prawne {{limit}} m)',
  'planner.engine.legal.weight': 'masa {{value}} t (maksimum prawne {{limit}} t)',
  'planner.engine.legal.axleLoad': 'nacisk na oś {{value}} t (maksimum prawne {{limit}} t)',
};
