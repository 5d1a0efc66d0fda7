import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Legnagyobb tömeg (t)',
  'planner.profile.height': 'Magasság (m)',
  'planner.profile.width': 'Szélesség (m)',
  'planner.profile.length': 'Hossz (m)',
  'planner.profile.axle_load': 'Tengelyterhelés (t)',
  'planner.profile.axles': 'Tengelyek száma',
  'planner.profile.emission_class': 'Kibocsátási osztály',
  'planner.profile.fuel_type': 'Üzemanyag típusa',
  'planner.plafond.title': 'Vezetési idők beállítása',
  'planner.plafond.preset.single_day': 'Egy nap',
  'planner.plafond.preset.long_single_day': 'Egy hosszú nap',
  'planner.plafond.preset.multiple_days': 'Több nap',
  'planner.plafond.preset.team_and_multiple_days': 'Többes személyzet és több nap',
  'planner.plafond.last_time_worked': 'A sofőr utolsó munkája',
  'planner.plafond.driving_since_break': 'Vezetés az utolsó szünet óta (ó)',
  'planner.plafond.driving_since_daily_rest': 'Vezetés az utolsó napi pihenő óta (ó)',
  'planner.plafond.travel_since_daily_rest': 'Szolgálat az utolsó napi pihenő óta (ó)',
  'planner.profile.adr_code': 'ADR alagútkód',
  'planner.profile.adr_none': 'Nincs',
  'planner.profile.hazardous_goods': 'Veszélyes áru',
  'planner.profile.legal.height':
    '{{limit}} m felett: a magasság túllépi a törvényes maximumot itt: {{countries}}',
  'planner.profile.legal.width':
    '{{limit}} m felett: a szélesség túllépi a törvényes maximumot itt: {{countries}}',
  'planner.profile.legal.length':
    '{{limit}} m felett: a hosszúság túllépi a törvényes maximumot itt: {{countries}}',
  'planner.profile.legal.articulated':
    '{{limit}} m felett: csak pótkocsis szerelvényként megengedett ({{max}} m-ig)',
  'planner.profile.legal.weight':
    '{{limit}} t felett: a tömeg túllépi a törvényes maximumot itt: {{countries}}',
  'planner.profile.legal.axleLoad':
    'Tengelyenként {{limit}} t felett: túllépi a törvényes maximumot itt: {{countries}}',
};
