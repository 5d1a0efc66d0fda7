import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'La etapa {{n}} está demasiado lejos de cualquier carretera que pueda usar el vehículo ({{detail}})',
  'planner.api.no_route': 'Ninguna ruta une las etapas ({{detail}})',
  'planner.api.provider_unavailable': 'El motor de cálculo de rutas no está disponible: {{detail}}',
  'planner.api.bad_provider_answer':
    'El motor de cálculo de rutas dio una respuesta ilegible: {{detail}}',
};
