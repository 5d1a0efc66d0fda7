import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Munkaidő-beállítás',
  'planner.plafond.from_driver': 'Értékek {{driver}} vezetési idejéből',
  'planner.plafond.hours_invalid': 'Adjon meg 0 és {{max}} közötti óraszámot',
  'planner.plafond.break_over_daily': 'Nem haladhatja meg az utolsó napi pihenő óta tartó vezetést',
  'planner.plafond.daily_over_travel':
    'Nem haladhatja meg az utolsó napi pihenő óta tartó szolgálatot',
  'planner.plafond.date_invalid': 'Érvénytelen dátum és idő',
  'planner.plafond.fix_first':
    'Javítsa a sofőr vezetési idejét a szünetek és pihenők beillesztéséhez',
  'planner.breaks.title': 'Szünetek és pihenők',
  'planner.breaks.loading': 'Szünetek és pihenők számítása…',
  'planner.breaks.error': 'Nem sikerült beilleszteni a szüneteket és pihenőket',
  'planner.breaks.eta_with': 'Érkezés pihenőkkel',
  'planner.breaks.eta_without': 'Érkezés pihenők nélkül',
  'planner.breaks.none': 'Ezen az útvonalon nincs szükség szünetre vagy pihenőre',
  'planner.breaks.place': 'Hely',
  'planner.breaks.arrival': 'Érkezés',
  'planner.breaks.duration': 'Időtartam',
  'planner.breaks.single_day_reach':
    'Egy munkanap alatt az útvonal {{total}} hosszából {{reach}} tehető meg, utána napi pihenő szükséges.',
  'planner.breaks.route_point': 'Útvonalpont az indulástól {{km}}-re',
  'planner.breaks.continues':
    'Az indulás előtt megkezdett pihenőidő folytatása ({{taken}} már letöltve)',
  'planner.breaks.needs_break':
    'Az útvonal {{drive}} vezetést igényel: {{left}} vezetésen belül szünet szükséges. Illessze be a szüneteket és pihenőket a tervezéshez.',
  'planner.breaks.needs_rest':
    'Az útvonal {{drive}} vezetést igényel: {{left}} vezetésen belül napi pihenő szükséges. Illessze be a szüneteket és pihenőket a tervezéshez.',
  'planner.breaks.rested_driver': 'Kipihent sofőr: a vezetési idők nincsenek figyelembe véve',
  'planner.breaks.rest.break': 'Szünet',
  'planner.breaks.rest.break_first_part': 'Szünet (első rész)',
  'planner.breaks.rest.break_second_part': 'Szünet (második rész)',
  'planner.breaks.rest.split_rest_first_part': 'Megosztott pihenő (első rész)',
  'planner.breaks.rest.regular_daily_rest': 'Rendszeres napi pihenő',
  'planner.breaks.rest.reduced_daily_rest': 'Csökkentett napi pihenő',
  'planner.breaks.rest.split_rest_second_part': 'Megosztott pihenő (második rész)',
  'planner.breaks.rest.weekly_rest': 'Heti pihenő',
  'planner.breaks.ban_wait': 'Közlekedési tilalom ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Várakozás eddig: {{until}}',
  'planner.breaks.ban.sunday': 'vasárnap',
  'planner.breaks.ban.holiday': 'munkaszüneti nap',
  'planner.breaks.ban.saturday': 'szombat délután',
  'planner.breaks.ban.summer_saturday': 'nyári szombat',
  'planner.breaks.ban.night': 'éjszaka',
  'planner.breaks.handover': 'Sofőrcsere: {{driver}} vezet',
  'planner.breaks.single_day_no_fit': 'Ez az út nem fér bele egy munkanapba.',
};
