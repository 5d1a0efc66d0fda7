import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Regime de trabalho',
  'planner.plafond.from_driver': 'Valores lidos dos tempos de condução de {{driver}}',
  'planner.plafond.hours_invalid': 'Indique um número de horas de 0 a {{max}}',
  'planner.plafond.break_over_daily': 'Não pode exceder a condução desde o último repouso diário',
  'planner.plafond.daily_over_travel': 'Não pode exceder o serviço desde o último repouso diário',
  'planner.plafond.date_invalid': 'Data e hora inválidas',
  'planner.plafond.fix_first':
    'Corrija os tempos de condução do motorista para adicionar pausas e repousos',
  'planner.breaks.title': 'Pausas e repousos',
  'planner.breaks.loading': 'A calcular pausas e repousos…',
  'planner.breaks.error': 'Não foi possível adicionar pausas e repousos',
  'planner.breaks.eta_with': 'Chegada com repousos',
  'planner.breaks.eta_without': 'Chegada sem repousos',
  'planner.breaks.none': 'Nenhuma pausa ou repouso necessário nesta rota',
  'planner.breaks.place': 'Local',
  'planner.breaks.arrival': 'Chegada',
  'planner.breaks.duration': 'Duração',
  'planner.breaks.single_day_reach':
    'Num dia de trabalho alcançam-se {{reach}} dos {{total}} da rota; depois é devido o repouso diário.',
  'planner.breaks.route_point': 'Ponto da rota a {{km}} da partida',
  'planner.breaks.continues': 'Continua o repouso iniciado antes da partida ({{taken}} já gozados)',
  'planner.breaks.needs_break':
    'Esta viagem requer {{drive}} de condução: uma pausa é devida dentro de {{left}}. Adicione pausas e repousos para a planear.',
  'planner.breaks.needs_rest':
    'Esta viagem requer {{drive}} de condução: o repouso diário é devido dentro de {{left}}. Adicione pausas e repousos para o planear.',
  'planner.breaks.rested_driver': 'Motorista descansado: tempos de condução não considerados',
  'planner.breaks.rest.break': 'Pausa',
  'planner.breaks.rest.break_first_part': 'Pausa (primeira parte)',
  'planner.breaks.rest.break_second_part': 'Pausa (segunda parte)',
  'planner.breaks.rest.split_rest_first_part': 'Repouso repartido (primeira parte)',
  'planner.breaks.rest.regular_daily_rest': 'Repouso diário regular',
  'planner.breaks.rest.reduced_daily_rest': 'Repouso diário reduzido',
  'planner.breaks.rest.split_rest_second_part': 'Repouso repartido (segunda parte)',
  'planner.breaks.rest.weekly_rest': 'Repouso semanal',
  'planner.breaks.ban_wait': 'Proibição de circulação ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Espera até {{until}}',
  'planner.breaks.ban.sunday': 'domingo',
  'planner.breaks.ban.holiday': 'feriado',
  'planner.breaks.ban.saturday': 'sábado à tarde',
  'planner.breaks.ban.summer_saturday': 'sábado de verão',
  'planner.breaks.ban.night': 'noite',
  'planner.breaks.handover': 'Troca de motorista: conduz {{driver}}',
  'planner.breaks.single_day_no_fit': 'Esta viagem não cabe num só dia de trabalho.',
};
