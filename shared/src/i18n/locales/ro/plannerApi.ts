import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'Etapa {{n}} este prea departe de orice drum pe care îl poate folosi vehiculul ({{detail}})',
  'planner.api.no_route': 'Niciun traseu nu leagă etapele ({{detail}})',
  'planner.api.provider_unavailable':
    'Motorul de calcul al traseelor nu este disponibil: {{detail}}',
  'planner.api.bad_provider_answer':
    'Motorul de calcul al traseelor a dat un răspuns ilizibil: {{detail}}',
};
