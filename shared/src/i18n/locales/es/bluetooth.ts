import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Ningún dispositivo Bluetooth',
  'bluetooth.title': 'Dispositivos Bluetooth',
  'bluetooth.search': 'Buscar dispositivo',
  'bluetooth.filter_order': 'Filtrar y ordenar',
  'bluetooth.connected': 'Conectado',
  'bluetooth.disconnected': 'Desconectado',
  'bluetooth.door_probe': 'Sensor de puerta',
  'bluetooth.temperature_probe': 'Sonda de temperatura',
  'bluetooth.unknown_probe': 'Dispositivo desconocido',
  'bluetooth.battery': 'Batería',
  'bluetooth.vehicle': 'Vehículo',
  'bluetooth.last_seen': 'Última detección',
  'bluetooth.mac': 'Dirección MAC',
  'truck_events.door_open': 'Puerta abierta',
  'truck_events.engine_on': 'Motor encendido',
  'truck_events.engine_off': 'Motor apagado',
};
