import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'A(z) {{n}}. útpont túl messze van a jármű által használható utaktól ({{detail}})',
  'planner.api.no_route': 'Egyetlen útvonal sem köti össze az útpontokat ({{detail}})',
  'planner.api.provider_unavailable': 'Az útvonaltervező motor nem érhető el: {{detail}}',
  'planner.api.bad_provider_answer':
    'Az útvonaltervező motor olvashatatlan választ adott: {{detail}}',
};
