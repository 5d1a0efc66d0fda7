import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Brak urządzeń Bluetooth',
  'bluetooth.title': 'Urządzenia Bluetooth',
  'bluetooth.search': 'Szukaj urządzenia',
  'bluetooth.filter_order': 'Filtruj i sortuj',
  'bluetooth.connected': 'Połączone',
  'bluetooth.disconnected': 'Rozłączone',
  'bluetooth.door_probe': 'Czujnik drzwi',
  'bluetooth.temperature_probe': 'Czujnik temperatury',
  'bluetooth.unknown_probe': 'Nieznane urządzenie',
  'bluetooth.battery': 'Bateria',
  'bluetooth.vehicle': 'Pojazd',
  'bluetooth.last_seen': 'Ostatnio widziane',
  'bluetooth.mac': 'Adres MAC',
  'truck_events.door_open': 'Otwarte drzwi',
  'truck_events.engine_on': 'Silnik włączony',
  'truck_events.engine_off': 'Silnik wyłączony',
};
