import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Régimen de trabajo',
  'planner.plafond.from_driver': 'Valores leídos de los tiempos de conducción de {{driver}}',
  'planner.plafond.hours_invalid': 'Introduzca un número de horas de 0 a {{max}}',
  'planner.plafond.break_over_daily':
    'No puede superar la conducción desde el último descanso diario',
  'planner.plafond.daily_over_travel':
    'No puede superar el servicio desde el último descanso diario',
  'planner.plafond.date_invalid': 'Fecha y hora no válidas',
  'planner.plafond.fix_first':
    'Corrija los tiempos de conducción del conductor para añadir pausas y descansos',
  'planner.breaks.title': 'Pausas y descansos',
  'planner.breaks.loading': 'Calculando pausas y descansos…',
  'planner.breaks.error': 'No se pudieron añadir pausas y descansos',
  'planner.breaks.eta_with': 'Llegada con descansos',
  'planner.breaks.eta_without': 'Llegada sin descansos',
  'planner.breaks.none': 'No se necesita ninguna pausa ni descanso en esta ruta',
  'planner.breaks.place': 'Lugar',
  'planner.breaks.arrival': 'Llegada',
  'planner.breaks.duration': 'Duración',
  'planner.breaks.single_day_reach':
    'En una jornada de trabajo se alcanzan {{reach}} de los {{total}} de la ruta; después se debe tomar el descanso diario.',
  'planner.breaks.route_point': 'Punto de la ruta a {{km}} de la salida',
  'planner.breaks.continues':
    'Continúa el descanso iniciado antes de la salida ({{taken}} ya realizados)',
  'planner.breaks.needs_break':
    'Este viaje requiere {{drive}} de conducción: se debe hacer una pausa antes de {{left}}. Añada pausas y descansos para planificarla.',
  'planner.breaks.needs_rest':
    'Este viaje requiere {{drive}} de conducción: se debe tomar el descanso diario antes de {{left}}. Añada pausas y descansos para planificarlo.',
  'planner.breaks.rested_driver':
    'Conductor descansado: no se tienen en cuenta los tiempos de conducción',
  'planner.breaks.rest.break': 'Pausa',
  'planner.breaks.rest.break_first_part': 'Pausa (primera parte)',
  'planner.breaks.rest.break_second_part': 'Pausa (segunda parte)',
  'planner.breaks.rest.split_rest_first_part': 'Descanso fraccionado (primera parte)',
  'planner.breaks.rest.regular_daily_rest': 'Descanso diario normal',
  'planner.breaks.rest.reduced_daily_rest': 'Descanso diario reducido',
  'planner.breaks.rest.split_rest_second_part': 'Descanso fraccionado (segunda parte)',
  'planner.breaks.rest.weekly_rest': 'Descanso semanal',
  'planner.breaks.ban_wait': 'Prohibición de circulación ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Espera hasta {{until}}',
  'planner.breaks.ban.sunday': 'domingo',
  'planner.breaks.ban.holiday': 'día festivo',
  'planner.breaks.ban.saturday': 'sábado por la tarde',
  'planner.breaks.ban.summer_saturday': 'sábado de verano',
  'planner.breaks.ban.night': 'noche',
  'planner.breaks.handover': 'Cambio de conductor: conduce {{driver}}',
  'planner.breaks.single_day_no_fit': 'Este viaje no cabe en una sola jornada de trabajo.',
};
