import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'Etappe {{n}} ist zu weit von jeder für das Fahrzeug befahrbaren Straße entfernt ({{detail}})',
  'planner.api.no_route': 'Keine Route verbindet die Etappen ({{detail}})',
  'planner.api.provider_unavailable': 'Der Routenplaner-Dienst ist nicht erreichbar: {{detail}}',
  'planner.api.bad_provider_answer':
    'Der Routenplaner-Dienst hat eine unlesbare Antwort gegeben: {{detail}}',
};
