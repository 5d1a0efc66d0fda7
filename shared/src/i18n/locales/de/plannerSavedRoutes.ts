import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Gespeicherte Routen werden geladen…',
  'planner.savedroutes.load_error': 'Die gespeicherten Routen konnten nicht geladen werden',
  'planner.savedroutes.choose': 'Gespeicherte Route auswählen',
  'planner.savedroutes.stages': 'Etappen ({{count}})',
  'planner.savedroutes.delete_route': 'Route „{{title}}“ löschen',
  'planner.savedroutes.delete_title': 'Route löschen',
  'planner.savedroutes.title_required':
    'Der Titel ist erforderlich: Geben Sie einen Namen für die Route ein',
  'planner.savedroutes.save_hint':
    'Etappen, Fahrzeug, Optionen und geschätzte Kosten der angezeigten Route werden gespeichert.',
  'planner.savedroutes.pages': 'Seiten der gespeicherten Routen',
  'planner.options': 'Optionen',
  'planner.export.gpx': 'GPX 1.1 (Route und Etappen)',
  'planner.export.itn': 'TomTom-Reiseroute (.itn)',
};
