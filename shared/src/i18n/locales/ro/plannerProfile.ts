import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Greutate maximă (t)',
  'planner.profile.height': 'Înălțime (m)',
  'planner.profile.width': 'Lățime (m)',
  'planner.profile.length': 'Lungime (m)',
  'planner.profile.axle_load': 'Sarcină pe axă (t)',
  'planner.profile.axles': 'Număr de axe',
  'planner.profile.emission_class': 'Clasa de emisii',
  'planner.profile.fuel_type': 'Tip combustibil',
  'planner.plafond.title': 'Setări timpi de conducere',
  'planner.plafond.preset.single_day': 'O singură zi',
  'planner.plafond.preset.long_single_day': 'O singură zi lungă',
  'planner.plafond.preset.multiple_days': 'Mai multe zile',
  'planner.plafond.preset.team_and_multiple_days': 'Echipaj și mai multe zile',
  'planner.plafond.last_time_worked': 'Ultima activitate a șoferului',
  'planner.plafond.driving_since_break': 'Conducere de la ultima pauză (h)',
  'planner.plafond.driving_since_daily_rest': 'Conducere de la ultimul repaus zilnic (h)',
  'planner.plafond.travel_since_daily_rest': 'Serviciu de la ultimul repaus zilnic (h)',
  'planner.profile.adr_code': 'Cod de tunel ADR',
  'planner.profile.adr_none': 'Niciunul',
  'planner.profile.hazardous_goods': 'Mărfuri periculoase',
  'planner.profile.legal.height':
    'Peste {{limit}} m: înălțime peste maximul legal în {{countries}}',
  'planner.profile.legal.width': 'Peste {{limit}} m: lățime peste maximul legal în {{countries}}',
  'planner.profile.legal.length': 'Peste {{limit}} m: lungime peste maximul legal în {{countries}}',
  'planner.profile.legal.articulated':
    'Peste {{limit}} m: legal doar ca tren rutier (până la {{max}} m)',
  'planner.profile.legal.weight':
    'Peste {{limit}} t: greutate peste maximul legal în {{countries}}',
  'planner.profile.legal.axleLoad':
    'Peste {{limit}} t pe axă: peste maximul legal în {{countries}}',
};
