import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data': 'Date de exemplu: benzinării și parcări generate, nu locuri reale',
  'resources.station_service.truck_lane': 'Bandă pentru camioane',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'GNL',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Magazin',
  'resources.station_service.restaurant': 'Restaurant',
  'resources.station_service.showers': 'Dușuri',
  'resources.station_service.truck_wash': 'Spălătorie camioane',
  'resources.station_service.partner_card': 'Card de combustibil partener',
  'resources.station_service.open_24h': 'Deschis nonstop',
  'resources.parking_filter.security_fence': 'Gard de securitate',
  'resources.parking_filter.cctv': 'Supraveghere video',
  'resources.parking_filter.lighting': 'Iluminat',
  'resources.parking_filter.guarded': 'Păzit',
  'resources.parking_filter.showers': 'Dușuri',
  'resources.parking_filter.toilets': 'Toalete',
  'resources.parking_filter.restaurant': 'Restaurant',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Priză pentru frigorifice',
  'resources.parking_filter.adr': 'Mărfuri periculoase (ADR)',
  'freight.wrong_credentials': 'Nume de utilizator sau parolă greșite',
  'freight.login_required': 'Autentificați-vă mai întâi la bursa de transport',
  'freight.logout': 'Deconectare de la bursa de transport',
};
