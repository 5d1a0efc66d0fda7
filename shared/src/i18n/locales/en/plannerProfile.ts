import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Maximum weight (t)',
  'planner.profile.height': 'Height (m)',
  'planner.profile.width': 'Width (m)',
  'planner.profile.length': 'Length (m)',
  'planner.profile.axle_load': 'Axle load (t)',
  'planner.profile.axles': 'Number of axles',
  'planner.profile.emission_class': 'Emission class',
  'planner.profile.fuel_type': 'Fuel type',
  'planner.plafond.title': 'Driving time settings',
  'planner.plafond.preset.single_day': 'Single day',
  'planner.plafond.preset.long_single_day': 'Long single day',
  'planner.plafond.preset.multiple_days': 'Multiple days',
  'planner.plafond.preset.team_and_multiple_days': 'Team and multiple days',
  'planner.plafond.last_time_worked': "Driver's last work",
  'planner.plafond.driving_since_break': 'Driving since the last break (h)',
  'planner.plafond.driving_since_daily_rest': 'Driving since the last daily rest (h)',
  'planner.plafond.travel_since_daily_rest': 'Duty since the last daily rest (h)',
  'planner.profile.adr_code': 'ADR tunnel code',
  'planner.profile.adr_none': 'None',
  'planner.profile.hazardous_goods': 'Dangerous goods',
  'planner.profile.legal.height': 'Above {{limit}} m: over the legal height in {{countries}}',
  'planner.profile.legal.width': 'Above {{limit}} m: over the legal width in {{countries}}',
  'planner.profile.legal.length': 'Above {{limit}} m: over the legal length in {{countries}}',
  'planner.profile.legal.articulated':
    'Above {{limit}} m: legal only as a road train (up to {{max}} m)',
  'planner.profile.legal.weight': 'Above {{limit}} t: over the legal weight in {{countries}}',
  'planner.profile.legal.axleLoad':
    'Above {{limit}} t per axle: over the legal limit in {{countries}}',
};
