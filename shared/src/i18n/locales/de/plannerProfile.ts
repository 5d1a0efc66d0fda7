import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Höchstgewicht (t)',
  'planner.profile.height': 'Höhe (m)',
  'planner.profile.width': 'Breite (m)',
  'planner.profile.length': 'Länge (m)',
  'planner.profile.axle_load': 'Achslast (t)',
  'planner.profile.axles': 'Anzahl der Achsen',
  'planner.profile.emission_class': 'Emissionsklasse',
  'planner.profile.fuel_type': 'Kraftstoffart',
  'planner.plafond.title': 'Lenkzeiteinstellungen',
  'planner.plafond.preset.single_day': 'Einzelner Tag',
  'planner.plafond.preset.long_single_day': 'Langer einzelner Tag',
  'planner.plafond.preset.multiple_days': 'Mehrere Tage',
  'planner.plafond.preset.team_and_multiple_days': 'Mehrfahrerbetrieb und mehrere Tage',
  'planner.plafond.last_time_worked': 'Letzte Arbeit des Fahrers',
  'planner.plafond.driving_since_break': 'Lenkzeit seit der letzten Fahrtunterbrechung (h)',
  'planner.plafond.driving_since_daily_rest': 'Lenkzeit seit der letzten täglichen Ruhezeit (h)',
  'planner.plafond.travel_since_daily_rest': 'Dienstzeit seit der letzten täglichen Ruhezeit (h)',
  'planner.profile.adr_code': 'ADR-Tunnelcode',
  'planner.profile.adr_none': 'Keiner',
  'planner.profile.hazardous_goods': 'Gefahrgut',
  'planner.profile.legal.height':
    'Über {{limit}} m: Höhe über dem gesetzlichen Maximum in {{countries}}',
  'planner.profile.legal.width':
    'Über {{limit}} m: Breite über dem gesetzlichen Maximum in {{countries}}',
  'planner.profile.legal.length':
    'Über {{limit}} m: Länge über dem gesetzlichen Maximum in {{countries}}',
  'planner.profile.legal.articulated': 'Über {{limit}} m: nur als Lastzug zulässig (bis {{max}} m)',
  'planner.profile.legal.weight':
    'Über {{limit}} t: Gewicht über dem gesetzlichen Maximum in {{countries}}',
  'planner.profile.legal.axleLoad':
    'Über {{limit}} t je Achse: über dem gesetzlichen Maximum in {{countries}}',
};
