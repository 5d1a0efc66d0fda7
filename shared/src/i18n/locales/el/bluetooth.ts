import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Καμία συσκευή Bluetooth',
  'bluetooth.title': 'Συσκευές Bluetooth',
  'bluetooth.search': 'Αναζήτηση συσκευής',
  'bluetooth.filter_order': 'Φιλτράρισμα και ταξινόμηση',
  'bluetooth.connected': 'Συνδεδεμένη',
  'bluetooth.disconnected': 'Αποσυνδεδεμένη',
  'bluetooth.door_probe': 'Αισθητήρας πόρτας',
  'bluetooth.temperature_probe': 'Αισθητήρας θερμοκρασίας',
  'bluetooth.unknown_probe': 'Άγνωστη συσκευή',
  'bluetooth.battery': 'Μπαταρία',
  'bluetooth.vehicle': 'Όχημα',
  'bluetooth.last_seen': 'Τελευταία ανίχνευση',
  'bluetooth.mac': 'Διεύθυνση MAC',
  'truck_events.door_open': 'Ανοιχτή πόρτα',
  'truck_events.engine_on': 'Κινητήρας σε λειτουργία',
  'truck_events.engine_off': 'Κινητήρας σβηστός',
};
