import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'en'> = {
  'devices.title': 'Devices',
  'devices.info':
    "Trackers and phones that send the vehicles' positions straight to FleetDeck, without a telematics service.",
  'devices.list_title': "The company's devices",
  'devices.load_failed': 'The devices could not be loaded',
  'devices.none': 'No device is bound to a vehicle.',
  'devices.protocol_teltonika': 'Teltonika tracker (IMEI)',
  'devices.protocol_osmand': 'Phone with OsmAnd',
  'devices.remove': 'Remove',
  'devices.remove_title': 'Remove the device?',
  'devices.remove_confirm': 'Positions from {{device}} will no longer be accepted for {{plate}}.',
  'devices.removed': 'Device {{device}} removed.',
  'devices.restored': 'Device {{device}} bound again.',
  'devices.undo': 'Undo',
  'devices.add_title': 'Add a device',
  'devices.protocol': 'Protocol',
  'devices.device_id': 'IMEI or identifier',
  'devices.hint_teltonika': 'The IMEI has 15 digits, the last one being the check digit.',
  'devices.hint_osmand':
    'The identifier set in the app: 1 to 64 letters, digits, dots, hyphens and underscores.',
  'devices.vehicle': 'Vehicle',
  'devices.target_new': 'New vehicle',
  'devices.target_existing': 'Existing vehicle',
  'devices.plate': 'Plate',
  'devices.existing_vehicle': "Company's vehicle",
  'devices.pick_vehicle': 'Choose a vehicle',
  'devices.label': 'Label (optional)',
  'devices.add': 'Add',
  'devices.added': 'Device {{device}} bound.',
  'devices.unknown_title': 'Unknown devices',
  'devices.unknown_info':
    'Devices refused because no company has bound them: bind one to a vehicle to accept its positions.',
  'devices.unknown_failed': 'The unknown devices could not be loaded',
  'devices.unknown_none': 'No unknown device.',
  'devices.unknown_seen_no_remote': 'last attempt {{time}}, attempts: {{attempts}}',
  'devices.unknown_seen': 'last attempt {{time}} from {{remote}}, attempts: {{attempts}}',
  'devices.bind': 'Bind',
  'devices.bind_title': 'Bind {{device}} to a vehicle',
};
