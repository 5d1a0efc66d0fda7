import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'es'> = {
  'devices.title': 'Dispositivos',
  'devices.info':
    'Localizadores y teléfonos que envían las posiciones de los vehículos directamente a FleetDeck, sin un servicio telemático.',
  'devices.list_title': 'Dispositivos de la empresa',
  'devices.load_failed': 'No se han podido cargar los dispositivos',
  'devices.none': 'Ningún dispositivo asociado a un vehículo.',
  'devices.protocol_teltonika': 'Localizador Teltonika (IMEI)',
  'devices.protocol_osmand': 'Teléfono con OsmAnd',
  'devices.remove': 'Quitar',
  'devices.remove_title': '¿Quitar el dispositivo?',
  'devices.remove_confirm': 'Las posiciones de {{device}} dejarán de aceptarse para {{plate}}.',
  'devices.removed': 'Dispositivo {{device}} quitado.',
  'devices.restored': 'Dispositivo {{device}} asociado de nuevo.',
  'devices.undo': 'Deshacer',
  'devices.add_title': 'Añadir un dispositivo',
  'devices.protocol': 'Protocolo',
  'devices.device_id': 'IMEI o identificador',
  'devices.hint_teltonika': 'El IMEI tiene 15 cifras; la última es la cifra de control.',
  'devices.hint_osmand':
    'El identificador configurado en la aplicación: de 1 a 64 letras, cifras, puntos, guiones y guiones bajos.',
  'devices.vehicle': 'Vehículo',
  'devices.target_new': 'Vehículo nuevo',
  'devices.target_existing': 'Vehículo existente',
  'devices.plate': 'Matrícula',
  'devices.existing_vehicle': 'Vehículo de la empresa',
  'devices.pick_vehicle': 'Elegir un vehículo',
  'devices.label': 'Etiqueta (opcional)',
  'devices.add': 'Añadir',
  'devices.added': 'Dispositivo {{device}} asociado.',
  'devices.unknown_title': 'Dispositivos desconocidos',
  'devices.unknown_info':
    'Dispositivos rechazados porque ninguna empresa los ha asociado: asocie uno a un vehículo para aceptar sus posiciones.',
  'devices.unknown_failed': 'No se han podido cargar los dispositivos desconocidos',
  'devices.unknown_none': 'Ningún dispositivo desconocido.',
  'devices.unknown_seen_no_remote': 'último intento {{time}}, intentos: {{attempts}}',
  'devices.unknown_seen': 'último intento {{time}} desde {{remote}}, intentos: {{attempts}}',
  'devices.bind': 'Asociar',
  'devices.bind_title': 'Asociar {{device}} a un vehículo',
};
