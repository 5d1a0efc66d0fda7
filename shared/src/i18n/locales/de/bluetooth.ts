import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Keine Bluetooth-Geräte',
  'bluetooth.title': 'Bluetooth-Geräte',
  'bluetooth.search': 'Gerät suchen',
  'bluetooth.filter_order': 'Filtern und sortieren',
  'bluetooth.connected': 'Verbunden',
  'bluetooth.disconnected': 'Getrennt',
  'bluetooth.door_probe': 'Türsensor',
  'bluetooth.temperature_probe': 'Temperaturfühler',
  'bluetooth.unknown_probe': 'Unbekanntes Gerät',
  'bluetooth.battery': 'Batterie',
  'bluetooth.vehicle': 'Fahrzeug',
  'bluetooth.last_seen': 'Zuletzt gesehen',
  'bluetooth.mac': 'MAC-Adresse',
  'truck_events.door_open': 'Tür offen',
  'truck_events.engine_on': 'Motor an',
  'truck_events.engine_off': 'Motor aus',
};
