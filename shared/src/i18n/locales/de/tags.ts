import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Schlagwörter',
  'tags.add': 'Schlagwort hinzufügen',
  'tags.name': 'Name des Schlagworts',
  'tags.rename': 'Umbenennen',
  'tags.trucks_count': '{{count}} Fahrzeuge',
  'tags.empty': 'Keine Schlagwörter',
  'tags.delete_confirm': 'Dieses Schlagwort löschen?',
  'tags.added': 'Schlagwort erfolgreich hinzugefügt',
  'tags.updated': 'Schlagwort erfolgreich aktualisiert',
  'tags.deleted': 'Schlagwort erfolgreich gelöscht',
  'tags.add_error': 'Fehler beim Hinzufügen des Schlagworts',
  'tags.update_error': 'Fehler beim Aktualisieren des Schlagworts',
  'tags.delete_error': 'Fehler beim Löschen des Schlagworts',
};
