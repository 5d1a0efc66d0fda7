import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'No Bluetooth devices',
  'bluetooth.title': 'Bluetooth devices',
  'bluetooth.search': 'Search device',
  'bluetooth.filter_order': 'Filter and sort',
  'bluetooth.connected': 'Connected',
  'bluetooth.disconnected': 'Disconnected',
  'bluetooth.door_probe': 'Door probe',
  'bluetooth.temperature_probe': 'Temperature probe',
  'bluetooth.unknown_probe': 'Unknown device',
  'bluetooth.battery': 'Battery',
  'bluetooth.vehicle': 'Vehicle',
  'bluetooth.last_seen': 'Last seen',
  'bluetooth.mac': 'MAC address',
  'truck_events.door_open': 'Door open',
  'truck_events.engine_on': 'Engine on',
  'truck_events.engine_off': 'Engine off',
};
