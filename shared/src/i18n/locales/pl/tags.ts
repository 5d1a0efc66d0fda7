import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Etykiety',
  'tags.add': 'Dodaj etykietę',
  'tags.name': 'Nazwa etykiety',
  'tags.rename': 'Zmień nazwę',
  'tags.trucks_count': '{{count}} pojazdów',
  'tags.empty': 'Brak etykiet',
  'tags.delete_confirm': 'Usunąć tę etykietę?',
  'tags.added': 'Etykieta została dodana',
  'tags.updated': 'Etykieta została zaktualizowana',
  'tags.deleted': 'Etykieta została usunięta',
  'tags.add_error': 'Błąd podczas dodawania etykiety',
  'tags.update_error': 'Błąd podczas aktualizacji etykiety',
  'tags.delete_error': 'Błąd podczas usuwania etykiety',
};
