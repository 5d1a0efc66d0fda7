import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Wczytywanie zapisanych tras…',
  'planner.savedroutes.load_error': 'Nie udało się wczytać zapisanych tras',
  'planner.savedroutes.choose': 'Wybierz zapisaną trasę',
  'planner.savedroutes.stages': 'Etapy ({{count}})',
  'planner.savedroutes.delete_route': 'Usuń trasę „{{title}}”',
  'planner.savedroutes.delete_title': 'Usuń trasę',
  'planner.savedroutes.title_required': 'Tytuł jest wymagany: wpisz nazwę trasy',
  'planner.savedroutes.save_hint':
    'Zostaną zapisane etapy, pojazd, opcje i szacowane koszty wyświetlanej trasy.',
  'planner.savedroutes.pages': 'Strony zapisanych tras',
  'planner.options': 'Opcje',
  'planner.export.gpx': 'GPX 1.1 (trasa i etapy)',
  'planner.export.itn': 'Plan podróży TomTom (.itn)',
};
