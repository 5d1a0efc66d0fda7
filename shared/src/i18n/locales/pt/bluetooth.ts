import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Nenhum dispositivo Bluetooth',
  'bluetooth.title': 'Dispositivos Bluetooth',
  'bluetooth.search': 'Pesquisar dispositivo',
  'bluetooth.filter_order': 'Filtrar e ordenar',
  'bluetooth.connected': 'Ligado',
  'bluetooth.disconnected': 'Desligado',
  'bluetooth.door_probe': 'Sensor de porta',
  'bluetooth.temperature_probe': 'Sonda de temperatura',
  'bluetooth.unknown_probe': 'Dispositivo desconhecido',
  'bluetooth.battery': 'Bateria',
  'bluetooth.vehicle': 'Veículo',
  'bluetooth.last_seen': 'Última deteção',
  'bluetooth.mac': 'Endereço MAC',
  'truck_events.door_open': 'Porta aberta',
  'truck_events.engine_on': 'Motor ligado',
  'truck_events.engine_off': 'Motor desligado',
};
