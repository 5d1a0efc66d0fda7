import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Niciun dispozitiv Bluetooth',
  'bluetooth.title': 'Dispozitive Bluetooth',
  'bluetooth.search': 'Căutați dispozitivul',
  'bluetooth.filter_order': 'Filtrează și sortează',
  'bluetooth.connected': 'Conectat',
  'bluetooth.disconnected': 'Deconectat',
  'bluetooth.door_probe': 'Senzor de ușă',
  'bluetooth.temperature_probe': 'Sondă de temperatură',
  'bluetooth.unknown_probe': 'Dispozitiv necunoscut',
  'bluetooth.battery': 'Baterie',
  'bluetooth.vehicle': 'Vehicul',
  'bluetooth.last_seen': 'Ultima detectare',
  'bluetooth.mac': 'Adresă MAC',
  'truck_events.door_open': 'Ușă deschisă',
  'truck_events.engine_on': 'Motor pornit',
  'truck_events.engine_off': 'Motor oprit',
};
