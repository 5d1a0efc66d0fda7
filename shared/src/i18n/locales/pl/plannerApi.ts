import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'Etap {{n}} jest zbyt daleko od drogi dostępnej dla pojazdu ({{detail}})',
  'planner.api.no_route': 'Żadna trasa nie łączy etapów ({{detail}})',
  'planner.api.provider_unavailable': 'Silnik wyznaczania tras jest niedostępny: {{detail}}',
  'planner.api.bad_provider_answer':
    'Silnik wyznaczania tras zwrócił nieczytelną odpowiedź: {{detail}}',
};
