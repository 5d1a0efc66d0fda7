import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Vehicle passage',
  'vehicle_passage.address': 'Address',
  'vehicle_passage.radius': 'Radius (km)',
  'vehicle_passage.time_interval': 'Time interval',
  'vehicle_passage.search': 'Search',
  'vehicle_passage.cancel_search': 'Cancel search',
  'vehicle_passage.edit_search': 'Edit search',
  'vehicle_passage.back_to_results': 'Back to results',
  'vehicle_passage.no_vehicles_found': 'No vehicles found',
  'vehicle_passage.long_loading': 'The search may take a few minutes',
  'vehicle_passage.error_searching': 'Error while searching',
  'vehicle_passage.interval_too_long': 'The time interval cannot exceed 24 hours',
  'vehicle_passage.events': '{{count}} passages',
};
