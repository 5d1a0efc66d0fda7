import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Loading saved routes…',
  'planner.savedroutes.load_error': 'Could not load the saved routes',
  'planner.savedroutes.choose': 'Choose a saved route',
  'planner.savedroutes.stages': 'Stages ({{count}})',
  'planner.savedroutes.delete_route': 'Delete the route “{{title}}”',
  'planner.savedroutes.delete_title': 'Delete route',
  'planner.savedroutes.title_required': 'The title is required: type a name for the route',
  'planner.savedroutes.save_hint':
    'The stages, vehicle, options and estimated costs of the route shown will be saved.',
  'planner.savedroutes.pages': 'Saved route pages',
  'planner.options': 'More options',
  'planner.export.gpx': 'GPX 1.1 (route and stages)',
  'planner.export.itn': 'TomTom itinerary (.itn)',
};
