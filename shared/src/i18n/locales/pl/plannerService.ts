import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    'Dane przykładowe: wygenerowane stacje paliw i parkingi, nie prawdziwe miejsca',
  'resources.station_service.truck_lane': 'Pas dla ciężarówek',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'LNG',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Sklep',
  'resources.station_service.restaurant': 'Restauracja',
  'resources.station_service.showers': 'Prysznice',
  'resources.station_service.truck_wash': 'Myjnia dla ciężarówek',
  'resources.station_service.partner_card': 'Partnerska karta paliwowa',
  'resources.station_service.open_24h': 'Otwarte całą dobę',
  'resources.parking_filter.security_fence': 'Ogrodzenie',
  'resources.parking_filter.cctv': 'Monitoring',
  'resources.parking_filter.lighting': 'Oświetlenie',
  'resources.parking_filter.guarded': 'Strzeżony',
  'resources.parking_filter.showers': 'Prysznice',
  'resources.parking_filter.toilets': 'Toalety',
  'resources.parking_filter.restaurant': 'Restauracja',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Zasilanie chłodni',
  'resources.parking_filter.adr': 'Towary niebezpieczne (ADR)',
  'freight.wrong_credentials': 'Nieprawidłowa nazwa użytkownika lub hasło',
  'freight.login_required': 'Najpierw zaloguj się do giełdy ładunków',
  'freight.logout': 'Wyloguj się z giełdy ładunków',
};
