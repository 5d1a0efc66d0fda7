import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Járműáthaladás',
  'vehicle_passage.address': 'Cím',
  'vehicle_passage.radius': 'Sugár (km)',
  'vehicle_passage.time_interval': 'Időintervallum',
  'vehicle_passage.search': 'Keresés',
  'vehicle_passage.cancel_search': 'Keresés megszakítása',
  'vehicle_passage.edit_search': 'Keresés módosítása',
  'vehicle_passage.back_to_results': 'Vissza a találatokhoz',
  'vehicle_passage.no_vehicles_found': 'Nem található jármű',
  'vehicle_passage.long_loading': 'A keresés néhány percig is eltarthat',
  'vehicle_passage.error_searching': 'Hiba a keresés során',
  'vehicle_passage.interval_too_long': 'Az időintervallum nem lehet több 24 óránál',
  'vehicle_passage.events': '{{count}} áthaladás',
};
