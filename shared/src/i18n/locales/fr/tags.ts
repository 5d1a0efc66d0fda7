import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Étiquettes',
  'tags.add': 'Ajouter une étiquette',
  'tags.name': "Nom de l'étiquette",
  'tags.rename': 'Renommer',
  'tags.trucks_count': '{{count}} véhicules',
  'tags.empty': 'Aucune étiquette',
  'tags.delete_confirm': 'Supprimer cette étiquette ?',
  'tags.added': 'Étiquette ajoutée avec succès',
  'tags.updated': 'Étiquette mise à jour avec succès',
  'tags.deleted': 'Étiquette supprimée avec succès',
  'tags.add_error': "Erreur lors de l'ajout de l'étiquette",
  'tags.update_error': "Erreur lors de la mise à jour de l'étiquette",
  'tags.delete_error': "Erreur lors de la suppression de l'étiquette",
};
