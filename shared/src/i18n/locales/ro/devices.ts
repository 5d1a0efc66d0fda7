import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'ro'> = {
  'devices.title': 'Dispozitive',
  'devices.info':
    'Dispozitive de localizare și telefoane care trimit pozițiile vehiculelor direct către FleetDeck, fără un serviciu telematic.',
  'devices.list_title': 'Dispozitivele companiei',
  'devices.load_failed': 'Dispozitivele nu au putut fi încărcate',
  'devices.none': 'Niciun dispozitiv asociat unui vehicul.',
  'devices.protocol_teltonika': 'Dispozitiv de localizare Teltonika (IMEI)',
  'devices.protocol_osmand': 'Telefon cu OsmAnd',
  'devices.remove': 'Elimină',
  'devices.remove_title': 'Eliminați dispozitivul?',
  'devices.remove_confirm': 'Pozițiile de la {{device}} nu vor mai fi acceptate pentru {{plate}}.',
  'devices.removed': 'Dispozitivul {{device}} a fost eliminat.',
  'devices.restored': 'Dispozitivul {{device}} a fost asociat din nou.',
  'devices.undo': 'Anulează',
  'devices.add_title': 'Adaugă un dispozitiv',
  'devices.protocol': 'Protocol de comunicare',
  'devices.device_id': 'IMEI sau identificator',
  'devices.hint_teltonika': 'IMEI-ul are 15 cifre, ultima fiind cifra de control.',
  'devices.hint_osmand':
    'Identificatorul setat în aplicație: între 1 și 64 de litere, cifre, puncte, cratime și liniuțe de subliniere.',
  'devices.vehicle': 'Vehicul',
  'devices.target_new': 'Vehicul nou',
  'devices.target_existing': 'Vehicul existent',
  'devices.plate': 'Număr de înmatriculare',
  'devices.existing_vehicle': 'Vehicul al companiei',
  'devices.pick_vehicle': 'Alegeți un vehicul',
  'devices.label': 'Etichetă (opțională)',
  'devices.add': 'Adaugă',
  'devices.added': 'Dispozitivul {{device}} a fost asociat.',
  'devices.unknown_title': 'Dispozitive necunoscute',
  'devices.unknown_info':
    'Dispozitive refuzate pentru că nicio companie nu le-a asociat: asociați unul unui vehicul pentru a-i accepta pozițiile.',
  'devices.unknown_failed': 'Dispozitivele necunoscute nu au putut fi încărcate',
  'devices.unknown_none': 'Niciun dispozitiv necunoscut.',
  'devices.unknown_seen_no_remote': 'ultima încercare {{time}}, încercări: {{attempts}}',
  'devices.unknown_seen': 'ultima încercare {{time}} de la {{remote}}, încercări: {{attempts}}',
  'devices.bind': 'Asociază',
  'devices.bind_title': 'Asociază {{device}} unui vehicul',
};
