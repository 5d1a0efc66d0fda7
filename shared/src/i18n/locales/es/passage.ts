import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Paso de vehículos',
  'vehicle_passage.address': 'Dirección',
  'vehicle_passage.radius': 'Radio (km)',
  'vehicle_passage.time_interval': 'Intervalo de tiempo',
  'vehicle_passage.search': 'Buscar',
  'vehicle_passage.cancel_search': 'Cancelar búsqueda',
  'vehicle_passage.edit_search': 'Editar búsqueda',
  'vehicle_passage.back_to_results': 'Volver a los resultados',
  'vehicle_passage.no_vehicles_found': 'No se encontraron vehículos',
  'vehicle_passage.long_loading': 'La búsqueda puede tardar unos minutos',
  'vehicle_passage.error_searching': 'Error al buscar',
  'vehicle_passage.interval_too_long': 'El intervalo de tiempo no puede superar las 24 horas',
  'vehicle_passage.events': '{{count}} pasos',
};
