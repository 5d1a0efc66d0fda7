import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Címkék',
  'tags.add': 'Címke hozzáadása',
  'tags.name': 'Címke neve',
  'tags.rename': 'Átnevezés',
  'tags.trucks_count': '{{count}} jármű',
  'tags.empty': 'Nincs címke',
  'tags.delete_confirm': 'Törli ezt a címkét?',
  'tags.added': 'A címke sikeresen hozzáadva',
  'tags.updated': 'A címke sikeresen frissítve',
  'tags.deleted': 'A címke sikeresen törölve',
  'tags.add_error': 'Hiba a címke hozzáadásakor',
  'tags.update_error': 'Hiba a címke frissítésekor',
  'tags.delete_error': 'Hiba a címke törlésekor',
};
