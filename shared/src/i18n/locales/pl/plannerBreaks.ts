import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Tryb pracy',
  'planner.plafond.from_driver': 'Wartości z czasu prowadzenia pojazdu: {{driver}}',
  'planner.plafond.hours_invalid': 'Podaj liczbę godzin od 0 do {{max}}',
  'planner.plafond.break_over_daily':
    'Nie może przekraczać jazdy od ostatniego dobowego okresu odpoczynku',
  'planner.plafond.daily_over_travel':
    'Nie może przekraczać służby od ostatniego dobowego okresu odpoczynku',
  'planner.plafond.date_invalid': 'Nieprawidłowa data i godzina',
  'planner.plafond.fix_first':
    'Popraw czas prowadzenia pojazdu kierowcy, aby dodać przerwy i okresy odpoczynku',
  'planner.breaks.title': 'Przerwy i odpoczynki',
  'planner.breaks.loading': 'Obliczanie przerw i odpoczynków…',
  'planner.breaks.error': 'Nie udało się dodać przerw i odpoczynków',
  'planner.breaks.eta_with': 'Przyjazd z odpoczynkami',
  'planner.breaks.eta_without': 'Przyjazd bez odpoczynków',
  'planner.breaks.none': 'Na tej trasie nie jest potrzebna przerwa ani odpoczynek',
  'planner.breaks.place': 'Miejsce',
  'planner.breaks.arrival': 'Przyjazd',
  'planner.breaks.duration': 'Czas trwania',
  'planner.breaks.single_day_reach':
    'W jednym dniu pracy można przejechać {{reach}} z {{total}} trasy; potem należy się dobowy okres odpoczynku.',
  'planner.breaks.route_point': 'Punkt trasy {{km}} od startu',
  'planner.breaks.continues':
    'Kontynuacja odpoczynku rozpoczętego przed wyjazdem (wykorzystano już {{taken}})',
  'planner.breaks.needs_break':
    'Ta trasa wymaga {{drive}} prowadzenia pojazdu: przerwa należy się w ciągu {{left}}. Aby ją zaplanować, należy dodać przerwy i odpoczynki.',
  'planner.breaks.needs_rest':
    'Ta trasa wymaga {{drive}} prowadzenia pojazdu: dobowy okres odpoczynku należy się w ciągu {{left}}. Aby go zaplanować, należy dodać przerwy i odpoczynki.',
  'planner.breaks.rested_driver':
    'Wypoczęty kierowca: czas prowadzenia pojazdu nie jest uwzględniany',
  'planner.breaks.rest.break': 'Przerwa',
  'planner.breaks.rest.break_first_part': 'Przerwa (pierwsza część)',
  'planner.breaks.rest.break_second_part': 'Przerwa (druga część)',
  'planner.breaks.rest.split_rest_first_part': 'Dzielony odpoczynek (pierwsza część)',
  'planner.breaks.rest.regular_daily_rest': 'Regularny dobowy okres odpoczynku',
  'planner.breaks.rest.reduced_daily_rest': 'Skrócony dobowy okres odpoczynku',
  'planner.breaks.rest.split_rest_second_part': 'Dzielony odpoczynek (druga część)',
  'planner.breaks.rest.weekly_rest': 'Tygodniowy okres odpoczynku',
  'planner.breaks.ban_wait': 'Zakaz ruchu ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Oczekiwanie do {{until}}',
  'planner.breaks.ban.sunday': 'niedziela',
  'planner.breaks.ban.holiday': 'dzień świąteczny',
  'planner.breaks.ban.saturday': 'sobotnie popołudnie',
  'planner.breaks.ban.summer_saturday': 'sobota wakacyjna',
  'planner.breaks.ban.night': 'noc',
  'planner.breaks.handover': 'Zmiana kierowcy: prowadzi {{driver}}',
  'planner.breaks.single_day_no_fit': 'Ta trasa nie mieści się w jednym dniu pracy.',
};
