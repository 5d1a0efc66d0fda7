import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data': 'Beispieldaten: erzeugte Tankstellen und Parkplätze, keine echten Orte',
  'resources.station_service.truck_lane': 'Lkw-Spur',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'LNG',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Shop',
  'resources.station_service.restaurant': 'Restaurant',
  'resources.station_service.showers': 'Duschen',
  'resources.station_service.truck_wash': 'Lkw-Wäsche',
  'resources.station_service.partner_card': 'Partner-Tankkarte',
  'resources.station_service.open_24h': '24 Stunden geöffnet',
  'resources.parking_filter.security_fence': 'Sicherheitszaun',
  'resources.parking_filter.cctv': 'Videoüberwachung',
  'resources.parking_filter.lighting': 'Beleuchtung',
  'resources.parking_filter.guarded': 'Bewacht',
  'resources.parking_filter.showers': 'Duschen',
  'resources.parking_filter.toilets': 'Toiletten',
  'resources.parking_filter.restaurant': 'Restaurant',
  'resources.parking_filter.wifi': 'WLAN',
  'resources.parking_filter.reefer_power': 'Stromanschluss für Kühlauflieger',
  'resources.parking_filter.adr': 'Gefahrgut (ADR)',
  'freight.wrong_credentials': 'Benutzername oder Passwort falsch',
  'freight.login_required': 'Melden Sie sich zuerst bei der Frachtbörse an',
  'freight.logout': 'Von der Frachtbörse abmelden',
};
