import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Mentett útvonalak betöltése…',
  'planner.savedroutes.load_error': 'A mentett útvonalak nem tölthetők be',
  'planner.savedroutes.choose': 'Válasszon mentett útvonalat',
  'planner.savedroutes.stages': 'Állomások ({{count}})',
  'planner.savedroutes.delete_route': 'A(z) „{{title}}” útvonal törlése',
  'planner.savedroutes.delete_title': 'Útvonal törlése',
  'planner.savedroutes.title_required': 'A cím kötelező: adjon nevet az útvonalnak',
  'planner.savedroutes.save_hint':
    'A megjelenített útvonal állomásai, járműve, beállításai és becsült költségei mentésre kerülnek.',
  'planner.savedroutes.pages': 'Mentett útvonalak oldalai',
  'planner.options': 'Beállítások',
  'planner.export.gpx': 'GPX 1.1 (útvonal és állomások)',
  'planner.export.itn': 'TomTom útiterv (.itn)',
};
