import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Cargando rutas guardadas…',
  'planner.savedroutes.load_error': 'No se pudieron cargar las rutas guardadas',
  'planner.savedroutes.choose': 'Elija una ruta guardada',
  'planner.savedroutes.stages': 'Etapas ({{count}})',
  'planner.savedroutes.delete_route': 'Eliminar la ruta «{{title}}»',
  'planner.savedroutes.delete_title': 'Eliminar ruta',
  'planner.savedroutes.title_required': 'El título es obligatorio: escriba un nombre para la ruta',
  'planner.savedroutes.save_hint':
    'Se guardarán las etapas, el vehículo, las opciones y los costes estimados de la ruta mostrada.',
  'planner.savedroutes.pages': 'Páginas de rutas guardadas',
  'planner.options': 'Opciones',
  'planner.export.gpx': 'GPX 1.1 (ruta y etapas)',
  'planner.export.itn': 'Itinerario TomTom (.itn)',
};
