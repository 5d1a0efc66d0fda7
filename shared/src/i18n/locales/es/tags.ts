import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Etiquetas',
  'tags.add': 'Añadir etiqueta',
  'tags.name': 'Nombre de la etiqueta',
  'tags.rename': 'Renombrar',
  'tags.trucks_count': '{{count}} vehículos',
  'tags.empty': 'Ninguna etiqueta',
  'tags.delete_confirm': '¿Eliminar esta etiqueta?',
  'tags.added': 'Etiqueta añadida correctamente',
  'tags.updated': 'Etiqueta actualizada correctamente',
  'tags.deleted': 'Etiqueta eliminada correctamente',
  'tags.add_error': 'Error al añadir la etiqueta',
  'tags.update_error': 'Error al actualizar la etiqueta',
  'tags.delete_error': 'Error al eliminar la etiqueta',
};
