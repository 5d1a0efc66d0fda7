import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Etiquetas',
  'tags.add': 'Adicionar etiqueta',
  'tags.name': 'Nome da etiqueta',
  'tags.rename': 'Mudar o nome',
  'tags.trucks_count': '{{count}} veículos',
  'tags.empty': 'Nenhuma etiqueta',
  'tags.delete_confirm': 'Eliminar esta etiqueta?',
  'tags.added': 'Etiqueta adicionada com sucesso',
  'tags.updated': 'Etiqueta atualizada com sucesso',
  'tags.deleted': 'Etiqueta eliminada com sucesso',
  'tags.add_error': 'Erro ao adicionar a etiqueta',
  'tags.update_error': 'Erro ao atualizar a etiqueta',
  'tags.delete_error': 'Erro ao eliminar a etiqueta',
};
