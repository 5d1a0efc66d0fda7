import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'pl'> = {
  'devices.title': 'Urządzenia',
  'devices.info':
    'Lokalizatory i telefony, które wysyłają pozycje pojazdów bezpośrednio do FleetDeck, bez usługi telematycznej.',
  'devices.list_title': 'Urządzenia firmy',
  'devices.load_failed': 'Nie udało się wczytać urządzeń',
  'devices.none': 'Żadne urządzenie nie jest przypisane do pojazdu.',
  'devices.protocol_teltonika': 'Lokalizator Teltonika (IMEI)',
  'devices.protocol_osmand': 'Telefon z OsmAnd',
  'devices.remove': 'Usuń',
  'devices.remove_title': 'Usunąć urządzenie?',
  'devices.remove_confirm': 'Pozycje z {{device}} nie będą już przyjmowane dla {{plate}}.',
  'devices.removed': 'Urządzenie {{device}} usunięte.',
  'devices.restored': 'Urządzenie {{device}} ponownie przypisane.',
  'devices.undo': 'Cofnij',
  'devices.add_title': 'Dodaj urządzenie',
  'devices.protocol': 'Protokół',
  'devices.device_id': 'IMEI lub identyfikator',
  'devices.hint_teltonika': 'IMEI ma 15 cyfr, ostatnia to cyfra kontrolna.',
  'devices.hint_osmand':
    'Identyfikator ustawiony w aplikacji: od 1 do 64 liter, cyfr, kropek, łączników i podkreśleń.',
  'devices.vehicle': 'Pojazd',
  'devices.target_new': 'Nowy pojazd',
  'devices.target_existing': 'Istniejący pojazd',
  'devices.plate': 'Numer rejestracyjny',
  'devices.existing_vehicle': 'Pojazd firmy',
  'devices.pick_vehicle': 'Wybierz pojazd',
  'devices.label': 'Etykieta (opcjonalna)',
  'devices.add': 'Dodaj',
  'devices.added': 'Urządzenie {{device}} przypisane.',
  'devices.unknown_title': 'Nieznane urządzenia',
  'devices.unknown_info':
    'Urządzenia odrzucone, bo żadna firma ich nie przypisała: przypisz jedno do pojazdu, aby przyjmować jego pozycje.',
  'devices.unknown_failed': 'Nie udało się wczytać nieznanych urządzeń',
  'devices.unknown_none': 'Brak nieznanych urządzeń.',
  'devices.unknown_seen_no_remote': 'ostatnia próba {{time}}, próby: {{attempts}}',
  'devices.unknown_seen': 'ostatnia próba {{time}} z {{remote}}, próby: {{attempts}}',
  'devices.bind': 'Przypisz',
  'devices.bind_title': 'Przypisz {{device}} do pojazdu',
};
