import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    "L'étape {{n}} est trop éloignée de toute route praticable par le véhicule ({{detail}})",
  'planner.api.no_route': 'Aucun itinéraire ne relie les étapes ({{detail}})',
  'planner.api.provider_unavailable':
    "Le moteur de calcul d'itinéraires est indisponible : {{detail}}",
  'planner.api.bad_provider_answer':
    "Le moteur de calcul d'itinéraires a donné une réponse illisible : {{detail}}",
};
