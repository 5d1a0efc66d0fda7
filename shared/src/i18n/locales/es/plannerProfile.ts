import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Peso máximo (t)',
  'planner.profile.height': 'Altura (m)',
  'planner.profile.width': 'Anchura (m)',
  'planner.profile.length': 'Longitud (m)',
  'planner.profile.axle_load': 'Carga por eje (t)',
  'planner.profile.axles': 'Número de ejes',
  'planner.profile.emission_class': 'Clase de emisiones',
  'planner.profile.fuel_type': 'Tipo de combustible',
  'planner.plafond.title': 'Configuración de tiempos de conducción',
  'planner.plafond.preset.single_day': 'Un solo día',
  'planner.plafond.preset.long_single_day': 'Un solo día largo',
  'planner.plafond.preset.multiple_days': 'Varios días',
  'planner.plafond.preset.team_and_multiple_days': 'Equipo y varios días',
  'planner.plafond.last_time_worked': 'Último trabajo del conductor',
  'planner.plafond.driving_since_break': 'Conducción desde la última pausa (h)',
  'planner.plafond.driving_since_daily_rest': 'Conducción desde el último descanso diario (h)',
  'planner.plafond.travel_since_daily_rest': 'Servicio desde el último descanso diario (h)',
  'planner.profile.adr_code': 'Código de túnel ADR',
  'planner.profile.adr_none': 'Ninguno',
  'planner.profile.hazardous_goods': 'Mercancías peligrosas',
  'planner.profile.legal.height':
    'Más de {{limit}} m: altura por encima del máximo legal en {{countries}}',
  'planner.profile.legal.width':
    'Más de {{limit}} m: anchura por encima del máximo legal en {{countries}}',
  'planner.profile.legal.length':
    'Más de {{limit}} m: longitud por encima del máximo legal en {{countries}}',
  'planner.profile.legal.articulated':
    'Más de {{limit}} m: legal solo como tren de carretera (hasta {{max}} m)',
  'planner.profile.legal.weight':
    'Más de {{limit}} t: peso por encima del máximo legal en {{countries}}',
  'planner.profile.legal.axleLoad':
    'Más de {{limit}} t por eje: por encima del máximo legal en {{countries}}',
};
