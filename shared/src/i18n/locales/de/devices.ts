import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'de'> = {
  'devices.title': 'Geräte',
  'devices.info':
    'Ortungsgeräte und Telefone, die die Positionen der Fahrzeuge direkt an FleetDeck senden, ohne Telematikdienst.',
  'devices.list_title': 'Geräte des Unternehmens',
  'devices.load_failed': 'Die Geräte konnten nicht geladen werden',
  'devices.none': 'Kein Gerät ist einem Fahrzeug zugeordnet.',
  'devices.protocol_teltonika': 'Teltonika-Ortungsgerät (IMEI)',
  'devices.protocol_osmand': 'Telefon mit OsmAnd',
  'devices.remove': 'Entfernen',
  'devices.remove_title': 'Gerät entfernen?',
  'devices.remove_confirm': 'Positionen von {{device}} werden für {{plate}} nicht mehr angenommen.',
  'devices.removed': 'Gerät {{device}} entfernt.',
  'devices.restored': 'Gerät {{device}} wieder zugeordnet.',
  'devices.undo': 'Rückgängig',
  'devices.add_title': 'Gerät hinzufügen',
  'devices.protocol': 'Protokoll',
  'devices.device_id': 'IMEI oder Kennung',
  'devices.hint_teltonika': 'Die IMEI hat 15 Ziffern, die letzte ist die Prüfziffer.',
  'devices.hint_osmand':
    'Die in der App eingestellte Kennung: 1 bis 64 Buchstaben, Ziffern, Punkte, Binde- und Unterstriche.',
  'devices.vehicle': 'Fahrzeug',
  'devices.target_new': 'Neues Fahrzeug',
  'devices.target_existing': 'Vorhandenes Fahrzeug',
  'devices.plate': 'Kennzeichen',
  'devices.existing_vehicle': 'Fahrzeug des Unternehmens',
  'devices.pick_vehicle': 'Fahrzeug wählen',
  'devices.label': 'Bezeichnung (optional)',
  'devices.add': 'Hinzufügen',
  'devices.added': 'Gerät {{device}} zugeordnet.',
  'devices.unknown_title': 'Unbekannte Geräte',
  'devices.unknown_info':
    'Abgewiesene Geräte, die kein Unternehmen zugeordnet hat: Ordnen Sie eines einem Fahrzeug zu, um seine Positionen anzunehmen.',
  'devices.unknown_failed': 'Die unbekannten Geräte konnten nicht geladen werden',
  'devices.unknown_none': 'Kein unbekanntes Gerät.',
  'devices.unknown_seen_no_remote': 'letzter Versuch {{time}}, Versuche: {{attempts}}',
  'devices.unknown_seen': 'letzter Versuch {{time}} von {{remote}}, Versuche: {{attempts}}',
  'devices.bind': 'Zuordnen',
  'devices.bind_title': '{{device}} einem Fahrzeug zuordnen',
};
