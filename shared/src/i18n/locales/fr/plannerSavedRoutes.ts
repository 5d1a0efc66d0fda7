import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Chargement des itinéraires enregistrés…',
  'planner.savedroutes.load_error': 'Impossible de charger les itinéraires enregistrés',
  'planner.savedroutes.choose': 'Choisissez un itinéraire enregistré',
  'planner.savedroutes.stages': 'Étapes ({{count}})',
  'planner.savedroutes.delete_route': 'Supprimer l’itinéraire « {{title}} »',
  'planner.savedroutes.delete_title': 'Supprimer l’itinéraire',
  'planner.savedroutes.title_required':
    'Le titre est obligatoire : saisissez un nom pour l’itinéraire',
  'planner.savedroutes.save_hint':
    'Les étapes, le véhicule, les options et les coûts estimés de l’itinéraire affiché seront enregistrés.',
  'planner.savedroutes.pages': 'Pages des itinéraires enregistrés',
  'planner.options': 'Autres options',
  'planner.export.gpx': 'GPX 1.1 (itinéraire et étapes)',
  'planner.export.itn': 'Itinéraire TomTom (.itn)',
};
