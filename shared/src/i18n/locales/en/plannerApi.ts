import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'Stage {{n}} is too far from any road the vehicle may use ({{detail}})',
  'planner.api.no_route': 'No route connects the stages ({{detail}})',
  'planner.api.provider_unavailable': 'The routing engine is not available: {{detail}}',
  'planner.api.bad_provider_answer':
    'The routing engine gave an answer that cannot be read: {{detail}}',
};
