import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Regim de lucru',
  'planner.plafond.from_driver': 'Valori citite din timpii de conducere ai lui {{driver}}',
  'planner.plafond.hours_invalid': 'Introduceți un număr de ore între 0 și {{max}}',
  'planner.plafond.break_over_daily': 'Nu poate depăși conducerea de la ultimul repaus zilnic',
  'planner.plafond.daily_over_travel': 'Nu poate depăși serviciul de la ultimul repaus zilnic',
  'planner.plafond.date_invalid': 'Dată și oră nevalide',
  'planner.plafond.fix_first':
    'Corectați timpii de conducere ai șoferului pentru a adăuga pauze și repausuri',
  'planner.breaks.title': 'Pauze și repausuri',
  'planner.breaks.loading': 'Se calculează pauzele și repausurile…',
  'planner.breaks.error': 'Nu s-au putut adăuga pauze și repausuri',
  'planner.breaks.eta_with': 'Sosire cu repausuri',
  'planner.breaks.eta_without': 'Sosire fără repausuri',
  'planner.breaks.none': 'Nicio pauză sau repaus necesar pe această rută',
  'planner.breaks.place': 'Loc',
  'planner.breaks.arrival': 'Sosire',
  'planner.breaks.duration': 'Durată',
  'planner.breaks.single_day_reach':
    'Într-o zi de lucru se parcurg {{reach}} din cei {{total}} ai rutei; apoi este necesar repausul zilnic.',
  'planner.breaks.route_point': 'Punct al rutei la {{km}} de la plecare',
  'planner.breaks.continues':
    'Continuă repausul început înainte de plecare ({{taken}} deja efectuate)',
  'planner.breaks.needs_break':
    'Această cursă necesită {{drive}} de conducere: o pauză este necesară în cel mult {{left}}. Adăugați pauze și repausuri pentru a o planifica.',
  'planner.breaks.needs_rest':
    'Această cursă necesită {{drive}} de conducere: repausul zilnic este necesar în cel mult {{left}}. Adăugați pauze și repausuri pentru a-l planifica.',
  'planner.breaks.rested_driver': 'Șofer odihnit: timpii de conducere nu sunt luați în calcul',
  'planner.breaks.rest.break': 'Pauză',
  'planner.breaks.rest.break_first_part': 'Pauză (prima parte)',
  'planner.breaks.rest.break_second_part': 'Pauză (a doua parte)',
  'planner.breaks.rest.split_rest_first_part': 'Repaus fracționat (prima parte)',
  'planner.breaks.rest.regular_daily_rest': 'Repaus zilnic normal',
  'planner.breaks.rest.reduced_daily_rest': 'Repaus zilnic redus',
  'planner.breaks.rest.split_rest_second_part': 'Repaus fracționat (a doua parte)',
  'planner.breaks.rest.weekly_rest': 'Repaus săptămânal',
  'planner.breaks.ban_wait': 'Restricție de circulație ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Așteptare până la {{until}}',
  'planner.breaks.ban.sunday': 'duminică',
  'planner.breaks.ban.holiday': 'sărbătoare legală',
  'planner.breaks.ban.saturday': 'sâmbătă după-amiază',
  'planner.breaks.ban.summer_saturday': 'sâmbătă de vară',
  'planner.breaks.ban.night': 'noapte',
  'planner.breaks.handover': 'Schimb de șofer: conduce {{driver}}',
  'planner.breaks.single_day_no_fit': 'Această cursă nu încape într-o singură zi de lucru.',
};
