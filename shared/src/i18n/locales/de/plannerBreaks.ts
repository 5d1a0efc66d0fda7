import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Arbeitszeitmodell',
  'planner.plafond.from_driver': 'Werte aus den Lenkzeiten von {{driver}}',
  'planner.plafond.hours_invalid': 'Geben Sie eine Stundenzahl von 0 bis {{max}} ein',
  'planner.plafond.break_over_daily':
    'Darf die Lenkzeit seit der letzten täglichen Ruhezeit nicht überschreiten',
  'planner.plafond.daily_over_travel':
    'Darf die Dienstzeit seit der letzten täglichen Ruhezeit nicht überschreiten',
  'planner.plafond.date_invalid': 'Ungültiges Datum und Uhrzeit',
  'planner.plafond.fix_first':
    'Korrigieren Sie die Lenkzeiten des Fahrers, um Fahrtunterbrechungen und Ruhezeiten einzufügen',
  'planner.breaks.title': 'Fahrtunterbrechungen und Ruhezeiten',
  'planner.breaks.loading': 'Fahrtunterbrechungen und Ruhezeiten werden berechnet…',
  'planner.breaks.error': 'Fahrtunterbrechungen und Ruhezeiten konnten nicht eingefügt werden',
  'planner.breaks.eta_with': 'Ankunft mit Ruhezeiten',
  'planner.breaks.eta_without': 'Ankunft ohne Ruhezeiten',
  'planner.breaks.none': 'Auf dieser Route ist keine Fahrtunterbrechung oder Ruhezeit nötig',
  'planner.breaks.place': 'Ort',
  'planner.breaks.arrival': 'Ankunft',
  'planner.breaks.duration': 'Dauer',
  'planner.breaks.single_day_reach':
    'An einem Arbeitstag sind {{reach}} der {{total}} der Route erreichbar, dann ist die tägliche Ruhezeit fällig.',
  'planner.breaks.route_point': 'Routenpunkt {{km}} nach dem Start',
  'planner.breaks.continues':
    'Setzt die vor der Abfahrt begonnene Ruhezeit fort ({{taken}} bereits genommen)',
  'planner.breaks.needs_break':
    'Die Fahrt erfordert {{drive}} Lenkzeit: eine Fahrtunterbrechung ist innerhalb von {{left}} fällig. Fügen Sie Fahrtunterbrechungen und Ruhezeiten ein, um sie zu planen.',
  'planner.breaks.needs_rest':
    'Die Fahrt erfordert {{drive}} Lenkzeit: die tägliche Ruhezeit ist innerhalb von {{left}} fällig. Fügen Sie Fahrtunterbrechungen und Ruhezeiten ein, um sie zu planen.',
  'planner.breaks.rested_driver': 'Ausgeruhter Fahrer: Lenkzeiten werden nicht berücksichtigt',
  'planner.breaks.rest.break': 'Fahrtunterbrechung',
  'planner.breaks.rest.break_first_part': 'Fahrtunterbrechung (erster Teil)',
  'planner.breaks.rest.break_second_part': 'Fahrtunterbrechung (zweiter Teil)',
  'planner.breaks.rest.split_rest_first_part': 'Geteilte Ruhezeit (erster Teil)',
  'planner.breaks.rest.regular_daily_rest': 'Regelmäßige tägliche Ruhezeit',
  'planner.breaks.rest.reduced_daily_rest': 'Reduzierte tägliche Ruhezeit',
  'planner.breaks.rest.split_rest_second_part': 'Geteilte Ruhezeit (zweiter Teil)',
  'planner.breaks.rest.weekly_rest': 'Wöchentliche Ruhezeit',
  'planner.breaks.ban_wait': 'Fahrverbot ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Wartezeit bis {{until}}',
  'planner.breaks.ban.sunday': 'Sonntag',
  'planner.breaks.ban.holiday': 'Feiertag',
  'planner.breaks.ban.saturday': 'Samstagnachmittag',
  'planner.breaks.ban.summer_saturday': 'Sommersamstag',
  'planner.breaks.ban.night': 'Nacht',
  'planner.breaks.handover': 'Fahrerwechsel: {{driver}} fährt',
  'planner.breaks.single_day_no_fit': 'Diese Fahrt passt nicht in einen Arbeitstag.',
};
