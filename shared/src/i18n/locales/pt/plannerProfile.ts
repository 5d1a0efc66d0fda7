import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Peso máximo (t)',
  'planner.profile.height': 'Altura (m)',
  'planner.profile.width': 'Largura (m)',
  'planner.profile.length': 'Comprimento (m)',
  'planner.profile.axle_load': 'Carga por eixo (t)',
  'planner.profile.axles': 'Número de eixos',
  'planner.profile.emission_class': 'Classe de emissões',
  'planner.profile.fuel_type': 'Tipo de combustível',
  'planner.plafond.title': 'Configuração dos tempos de condução',
  'planner.plafond.preset.single_day': 'Um só dia',
  'planner.plafond.preset.long_single_day': 'Um só dia longo',
  'planner.plafond.preset.multiple_days': 'Vários dias',
  'planner.plafond.preset.team_and_multiple_days': 'Tripulação e vários dias',
  'planner.plafond.last_time_worked': 'Último trabalho do motorista',
  'planner.plafond.driving_since_break': 'Condução desde a última pausa (h)',
  'planner.plafond.driving_since_daily_rest': 'Condução desde o último repouso diário (h)',
  'planner.plafond.travel_since_daily_rest': 'Serviço desde o último repouso diário (h)',
  'planner.profile.adr_code': 'Código de túnel ADR',
  'planner.profile.adr_none': 'Nenhum',
  'planner.profile.hazardous_goods': 'Mercadorias perigosas',
  'planner.profile.legal.height':
    'Acima de {{limit}} m: altura acima do máximo legal em {{countries}}',
  'planner.profile.legal.width':
    'Acima de {{limit}} m: largura acima do máximo legal em {{countries}}',
  'planner.profile.legal.length':
    'Acima de {{limit}} m: comprimento acima do máximo legal em {{countries}}',
  'planner.profile.legal.articulated':
    'Acima de {{limit}} m: legal apenas como comboio rodoviário (até {{max}} m)',
  'planner.profile.legal.weight':
    'Acima de {{limit}} t: peso acima do máximo legal em {{countries}}',
  'planner.profile.legal.axleLoad':
    'Acima de {{limit}} t por eixo: acima do máximo legal em {{countries}}',
};
