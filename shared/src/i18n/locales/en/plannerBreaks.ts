import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Working-hours preset',
  'planner.plafond.from_driver': 'Values read from the driving times of {{driver}}',
  'planner.plafond.hours_invalid': 'Enter a number of hours from 0 to {{max}}',
  'planner.plafond.break_over_daily': 'Cannot exceed the driving since the last daily rest',
  'planner.plafond.daily_over_travel': 'Cannot exceed the time on duty since the last daily rest',
  'planner.plafond.date_invalid': 'Invalid date and time',
  'planner.plafond.fix_first': "Correct the driver's driving times to add breaks and rests",
  'planner.breaks.title': 'Breaks and rests',
  'planner.breaks.loading': 'Calculating breaks and rests…',
  'planner.breaks.error': 'Could not add breaks and rests',
  'planner.breaks.eta_with': 'Arrival with rests',
  'planner.breaks.eta_without': 'Arrival without rests',
  'planner.breaks.none': 'No break or rest needed on this route',
  'planner.breaks.place': 'Place',
  'planner.breaks.arrival': 'Arrival',
  'planner.breaks.duration': 'Duration',
  'planner.breaks.single_day_reach':
    "One working day reaches {{reach}} of the route's {{total}}; then a daily rest is due.",
  'planner.breaks.route_point': 'Route point {{km}} from the start',
  'planner.breaks.continues': 'Continues the rest begun before departure ({{taken}} already taken)',
  'planner.breaks.needs_break':
    'This trip needs {{drive}} of driving: a break is due within {{left}}. Add breaks and rests to plan it.',
  'planner.breaks.needs_rest':
    'This trip needs {{drive}} of driving: a daily rest is due within {{left}}. Add breaks and rests to plan it.',
  'planner.breaks.rested_driver': 'Rested driver: driving times are not considered',
  'planner.breaks.rest.break': 'Break',
  'planner.breaks.rest.break_first_part': 'Break (first part)',
  'planner.breaks.rest.break_second_part': 'Break (second part)',
  'planner.breaks.rest.split_rest_first_part': 'Split rest (first part)',
  'planner.breaks.rest.regular_daily_rest': 'Regular daily rest',
  'planner.breaks.rest.reduced_daily_rest': 'Reduced daily rest',
  'planner.breaks.rest.split_rest_second_part': 'Split rest (second part)',
  'planner.breaks.rest.weekly_rest': 'Weekly rest',
};
