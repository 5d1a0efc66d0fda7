import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data': 'Mintaadatok: generált benzinkutak és parkolók, nem valós helyek',
  'resources.station_service.truck_lane': 'Kamionsáv',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'LNG',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Bolt',
  'resources.station_service.restaurant': 'Étterem',
  'resources.station_service.showers': 'Zuhanyzók',
  'resources.station_service.truck_wash': 'Kamionmosó',
  'resources.station_service.partner_card': 'Partner üzemanyagkártya',
  'resources.station_service.open_24h': 'Nonstop nyitva',
  'resources.parking_filter.security_fence': 'Biztonsági kerítés',
  'resources.parking_filter.cctv': 'Kamerás megfigyelés',
  'resources.parking_filter.lighting': 'Világítás',
  'resources.parking_filter.guarded': 'Őrzött',
  'resources.parking_filter.showers': 'Zuhanyzók',
  'resources.parking_filter.toilets': 'Mosdók',
  'resources.parking_filter.restaurant': 'Étterem',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Áram hűtőkocsiknak',
  'resources.parking_filter.adr': 'Veszélyes áru (ADR)',
  'freight.wrong_credentials': 'Hibás felhasználónév vagy jelszó',
  'freight.login_required': 'Előbb jelentkezzen be a fuvarbörzére',
  'freight.logout': 'Kijelentkezés a fuvarbörzéről',
};
