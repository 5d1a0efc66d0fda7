import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Etichete',
  'tags.add': 'Adaugă etichetă',
  'tags.name': 'Numele etichetei',
  'tags.rename': 'Redenumește',
  'tags.trucks_count': '{{count}} vehicule',
  'tags.empty': 'Nicio etichetă',
  'tags.delete_confirm': 'Ștergeți această etichetă?',
  'tags.added': 'Etichetă adăugată cu succes',
  'tags.updated': 'Etichetă actualizată cu succes',
  'tags.deleted': 'Etichetă ștearsă cu succes',
  'tags.add_error': 'Eroare la adăugarea etichetei',
  'tags.update_error': 'Eroare la actualizarea etichetei',
  'tags.delete_error': 'Eroare la ștergerea etichetei',
};
