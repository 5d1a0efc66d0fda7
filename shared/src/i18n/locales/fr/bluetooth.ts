import type { AreaOf } from '../../languages.js';
import type { bluetooth as it } from '../it/bluetooth.js';

export const bluetooth: AreaOf<typeof it> = {
  no_bluetooth_devices: 'Aucun appareil Bluetooth',
  'bluetooth.title': 'Appareils Bluetooth',
  'bluetooth.search': 'Rechercher un appareil',
  'bluetooth.filter_order': 'Filtrer et trier',
  'bluetooth.connected': 'Connecté',
  'bluetooth.disconnected': 'Déconnecté',
  'bluetooth.door_probe': 'Capteur de porte',
  'bluetooth.temperature_probe': 'Sonde de température',
  'bluetooth.unknown_probe': 'Appareil inconnu',
  'bluetooth.battery': 'Batterie',
  'bluetooth.vehicle': 'Véhicule',
  'bluetooth.last_seen': 'Dernière détection',
  'bluetooth.mac': 'Adresse MAC',
  'truck_events.door_open': 'Porte ouverte',
  'truck_events.engine_on': 'Moteur allumé',
  'truck_events.engine_off': 'Moteur éteint',
};
