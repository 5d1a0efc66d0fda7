import type { AreaOf } from '../../languages.js';
import type { tags as it } from '../it/tags.js';

export const tags: AreaOf<typeof it> = {
  'tags.title': 'Tags',
  'tags.add': 'Add tag',
  'tags.name': 'Tag name',
  'tags.rename': 'Rename',
  'tags.trucks_count': '{{count}} vehicles',
  'tags.empty': 'No tags',
  'tags.delete_confirm': 'Delete this tag?',
  'tags.added': 'Tag added successfully',
  'tags.updated': 'Tag updated successfully',
  'tags.deleted': 'Tag deleted successfully',
  'tags.add_error': 'Error when adding the tag',
  'tags.update_error': 'Error when updating the tag',
  'tags.delete_error': 'Error when deleting the tag',
};
