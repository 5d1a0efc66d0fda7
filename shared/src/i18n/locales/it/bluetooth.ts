/** Bluetooth devices panel and truck events. */
export const bluetooth = {
  no_bluetooth_devices: 'Nessun dispositivo Bluetooth',
  'bluetooth.title': 'Dispositivi Bluetooth',
  'bluetooth.search': 'Cerca dispositivo',
  'bluetooth.filter_order': 'Filtra e ordina',
  'bluetooth.connected': 'Connesso',
  'bluetooth.disconnected': 'Disconnesso',
  'bluetooth.door_probe': 'Sonda porta',
  'bluetooth.temperature_probe': 'Sonda temperatura',
  'bluetooth.unknown_probe': 'Dispositivo sconosciuto',
  'bluetooth.battery': 'Batteria',
  'bluetooth.vehicle': 'Veicolo',
  'bluetooth.last_seen': 'Ultimo rilevamento',
  'bluetooth.mac': 'Indirizzo MAC',
  'truck_events.door_open': 'Porta aperta',
  'truck_events.engine_on': 'Motore acceso',
  'truck_events.engine_off': 'Motore spento',
};
