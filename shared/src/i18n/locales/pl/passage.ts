import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Przejazd pojazdów',
  'vehicle_passage.address': 'Adres',
  'vehicle_passage.radius': 'Promień (km)',
  'vehicle_passage.time_interval': 'Przedział czasu',
  'vehicle_passage.search': 'Szukaj',
  'vehicle_passage.cancel_search': 'Anuluj wyszukiwanie',
  'vehicle_passage.edit_search': 'Edytuj wyszukiwanie',
  'vehicle_passage.back_to_results': 'Wróć do wyników',
  'vehicle_passage.no_vehicles_found': 'Nie znaleziono pojazdów',
  'vehicle_passage.long_loading': 'Wyszukiwanie może potrwać kilka minut',
  'vehicle_passage.error_searching': 'Błąd podczas wyszukiwania',
  'vehicle_passage.interval_too_long': 'Przedział czasu nie może przekraczać 24 godzin',
  'vehicle_passage.events': '{{count}} przejazdów',
};
