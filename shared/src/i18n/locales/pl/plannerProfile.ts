import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Masa maksymalna (t)',
  'planner.profile.height': 'Wysokość (m)',
  'planner.profile.width': 'Szerokość (m)',
  'planner.profile.length': 'Długość (m)',
  'planner.profile.axle_load': 'Nacisk na oś (t)',
  'planner.profile.axles': 'Liczba osi',
  'planner.profile.emission_class': 'Klasa emisji',
  'planner.profile.fuel_type': 'Rodzaj paliwa',
  'planner.plafond.title': 'Ustawienia czasu prowadzenia pojazdu',
  'planner.plafond.preset.single_day': 'Jeden dzień',
  'planner.plafond.preset.long_single_day': 'Jeden długi dzień',
  'planner.plafond.preset.multiple_days': 'Wiele dni',
  'planner.plafond.preset.team_and_multiple_days': 'Załoga i wiele dni',
  'planner.plafond.last_time_worked': 'Ostatnia praca kierowcy',
  'planner.plafond.driving_since_break': 'Jazda od ostatniej przerwy (h)',
  'planner.plafond.driving_since_daily_rest': 'Jazda od ostatniego dobowego okresu odpoczynku (h)',
  'planner.plafond.travel_since_daily_rest': 'Służba od ostatniego dobowego okresu odpoczynku (h)',
  'planner.profile.adr_code': 'Kod tunelowy ADR',
  'planner.profile.adr_none': 'Brak',
  'planner.profile.hazardous_goods': 'Towary niebezpieczne',
  'planner.profile.legal.height':
    'Powyżej {{limit}} m: wysokość ponad maksimum prawne w: {{countries}}',
  'planner.profile.legal.width':
    'Powyżej {{limit}} m: szerokość ponad maksimum prawne w: {{countries}}',
  'planner.profile.legal.length':
    'Powyżej {{limit}} m: długość ponad maksimum prawne w: {{countries}}',
  'planner.profile.legal.articulated':
    'Powyżej {{limit}} m: dozwolone tylko jako zespół z przyczepą (do {{max}} m)',
  'planner.profile.legal.weight':
    'Powyżej {{limit}} t: masa ponad maksimum prawne w: {{countries}}',
  'planner.profile.legal.axleLoad':
    'Powyżej {{limit}} t na oś: ponad maksimum prawne w: {{countries}}',
};
