import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    'Sample data: generated fuel stations and parking areas, not real places',
  'resources.station_service.truck_lane': 'Truck lane',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'LNG',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Shop',
  'resources.station_service.restaurant': 'Restaurant',
  'resources.station_service.showers': 'Showers',
  'resources.station_service.truck_wash': 'Truck wash',
  'resources.station_service.partner_card': 'Partner fuel card',
  'resources.station_service.open_24h': 'Open 24 hours',
  'resources.parking_filter.security_fence': 'Security fence',
  'resources.parking_filter.cctv': 'CCTV',
  'resources.parking_filter.lighting': 'Lighting',
  'resources.parking_filter.guarded': 'Guarded',
  'resources.parking_filter.showers': 'Showers',
  'resources.parking_filter.toilets': 'Toilets',
  'resources.parking_filter.restaurant': 'Restaurant',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Reefer power',
  'resources.parking_filter.adr': 'Dangerous goods (ADR)',
  'freight.wrong_credentials': 'Wrong username or password',
  'freight.login_required': 'Sign in to the freight exchange first',
  'freight.logout': 'Sign out of the freight exchange',
};
