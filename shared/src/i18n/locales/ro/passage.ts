import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Trecerea vehiculelor',
  'vehicle_passage.address': 'Adresă',
  'vehicle_passage.radius': 'Rază (km)',
  'vehicle_passage.time_interval': 'Interval de timp',
  'vehicle_passage.search': 'Caută',
  'vehicle_passage.cancel_search': 'Anulează căutarea',
  'vehicle_passage.edit_search': 'Editează căutarea',
  'vehicle_passage.back_to_results': 'Înapoi la rezultate',
  'vehicle_passage.no_vehicles_found': 'Nu s-au găsit vehicule',
  'vehicle_passage.long_loading': 'Căutarea poate dura câteva minute',
  'vehicle_passage.error_searching': 'Eroare la căutare',
  'vehicle_passage.interval_too_long': 'Intervalul de timp nu poate depăși 24 de ore',
  'vehicle_passage.events': '{{count}} treceri',
};
