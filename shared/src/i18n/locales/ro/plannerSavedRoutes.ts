import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Se încarcă rutele salvate…',
  'planner.savedroutes.load_error': 'Rutele salvate nu au putut fi încărcate',
  'planner.savedroutes.choose': 'Alegeți o rută salvată',
  'planner.savedroutes.stages': 'Etape ({{count}})',
  'planner.savedroutes.delete_route': 'Ștergeți ruta „{{title}}”',
  'planner.savedroutes.delete_title': 'Ștergeți ruta',
  'planner.savedroutes.title_required': 'Titlul este obligatoriu: introduceți un nume pentru rută',
  'planner.savedroutes.save_hint':
    'Se vor salva etapele, vehiculul, opțiunile și costurile estimate ale rutei afișate.',
  'planner.savedroutes.pages': 'Paginile rutelor salvate',
  'planner.options': 'Opțiuni',
  'planner.export.gpx': 'GPX 1.1 (rută și etape)',
  'planner.export.itn': 'Itinerar TomTom (.itn)',
};
