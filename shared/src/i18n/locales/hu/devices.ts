import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'hu'> = {
  'devices.title': 'Eszközök',
  'devices.info':
    'Nyomkövetők és telefonok, amelyek a járművek pozícióit közvetlenül a FleetDecknek küldik, telematikai szolgáltatás nélkül.',
  'devices.list_title': 'A cég eszközei',
  'devices.load_failed': 'Az eszközök betöltése nem sikerült',
  'devices.none': 'Egy eszköz sincs járműhöz rendelve.',
  'devices.protocol_teltonika': 'Teltonika nyomkövető (IMEI)',
  'devices.protocol_osmand': 'Telefon OsmAnd alkalmazással',
  'devices.remove': 'Eltávolítás',
  'devices.remove_title': 'Eltávolítja az eszközt?',
  'devices.remove_confirm':
    'A(z) {{device}} pozícióit a rendszer többé nem fogadja el a(z) {{plate}} számára.',
  'devices.removed': 'A(z) {{device}} eszköz eltávolítva.',
  'devices.restored': 'A(z) {{device}} eszköz ismét hozzárendelve.',
  'devices.undo': 'Visszavonás',
  'devices.add_title': 'Eszköz hozzáadása',
  'devices.protocol': 'Protokoll',
  'devices.device_id': 'IMEI vagy azonosító',
  'devices.hint_teltonika': 'Az IMEI 15 számjegyű, az utolsó az ellenőrző számjegy.',
  'devices.hint_osmand':
    'Az alkalmazásban beállított azonosító: 1–64 betű, számjegy, pont, kötőjel és aláhúzás.',
  'devices.vehicle': 'Jármű',
  'devices.target_new': 'Új jármű',
  'devices.target_existing': 'Meglévő jármű',
  'devices.plate': 'Rendszám',
  'devices.existing_vehicle': 'A cég járműve',
  'devices.pick_vehicle': 'Válasszon járművet',
  'devices.label': 'Címke (nem kötelező)',
  'devices.add': 'Hozzáadás',
  'devices.added': 'A(z) {{device}} eszköz hozzárendelve.',
  'devices.unknown_title': 'Ismeretlen eszközök',
  'devices.unknown_info':
    'Elutasított eszközök, amelyeket egy cég sem rendelt hozzá: rendeljen egyet járműhöz, hogy a pozícióit elfogadja a rendszer.',
  'devices.unknown_failed': 'Az ismeretlen eszközök betöltése nem sikerült',
  'devices.unknown_none': 'Nincs ismeretlen eszköz.',
  'devices.unknown_seen_no_remote': 'utolsó kísérlet {{time}}, kísérletek: {{attempts}}',
  'devices.unknown_seen': 'utolsó kísérlet {{time}}, innen: {{remote}}, kísérletek: {{attempts}}',
  'devices.bind': 'Hozzárendelés',
  'devices.bind_title': '{{device}} hozzárendelése járműhöz',
};
