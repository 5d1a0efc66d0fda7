import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Regim de lucru',
  'planner.plafond.from_driver': 'Valori citite din plafonul lui {{driver}}',
  'planner.plafond.hours_invalid': 'Introduceți un număr de ore între 0 și {{max}}',
  'planner.plafond.break_over_daily': 'Nu poate depăși conducerea de la ultima odihnă zilnică',
  'planner.plafond.daily_over_travel': 'Nu poate depăși serviciul de la ultima odihnă zilnică',
  'planner.plafond.date_invalid': 'Dată și oră nevalide',
  'planner.plafond.fix_first':
    'Corectați timpii de conducere ai șoferului pentru a adăuga pauze și odihne',
  'planner.breaks.title': 'Pauze și odihne',
  'planner.breaks.loading': 'Se calculează pauzele și odihnele…',
  'planner.breaks.error': 'Nu s-au putut adăuga pauze și odihne',
  'planner.breaks.eta_with': 'Sosire cu odihne',
  'planner.breaks.eta_without': 'Sosire fără odihne',
  'planner.breaks.none': 'Nicio pauză sau odihnă necesară pe această rută',
  'planner.breaks.place': 'Loc',
  'planner.breaks.arrival': 'Sosire',
  'planner.breaks.duration': 'Durată',
  'planner.breaks.route_point': 'Punct al rutei la {{km}} de la plecare',
  'planner.breaks.rested_driver': 'Șofer odihnit: timpii de conducere nu sunt luați în calcul',
  'planner.breaks.rest.break': 'Pauză',
  'planner.breaks.rest.break_first_part': 'Pauză (prima parte)',
  'planner.breaks.rest.break_second_part': 'Pauză (a doua parte)',
  'planner.breaks.rest.split_rest_first_part': 'Odihnă fracționată (prima parte)',
  'planner.breaks.rest.regular_daily_rest': 'Odihnă zilnică normală',
  'planner.breaks.rest.reduced_daily_rest': 'Odihnă zilnică redusă',
  'planner.breaks.rest.split_rest_second_part': 'Odihnă fracționată (a doua parte)',
  'planner.breaks.rest.weekly_rest': 'Odihnă săptămânală',
};
