import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Nincs Bluetooth-eszköz',
  'bluetooth.title': 'Bluetooth-eszközök',
  'bluetooth.search': 'Eszköz keresése',
  'bluetooth.filter_order': 'Szűrés és rendezés',
  'bluetooth.connected': 'Csatlakoztatva',
  'bluetooth.disconnected': 'Leválasztva',
  'bluetooth.door_probe': 'Ajtóérzékelő',
  'bluetooth.temperature_probe': 'Hőmérséklet-érzékelő',
  'bluetooth.unknown_probe': 'Ismeretlen eszköz',
  'bluetooth.battery': 'Akkumulátor',
  'bluetooth.vehicle': 'Jármű',
  'bluetooth.last_seen': 'Utoljára észlelve',
  'bluetooth.mac': 'MAC-cím',
  'truck_events.door_open': 'Nyitott ajtó',
  'truck_events.engine_on': 'Motor jár',
  'truck_events.engine_off': 'Motor leállítva',
};
