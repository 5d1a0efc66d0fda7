import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    'Datos de ejemplo: gasolineras y aparcamientos generados, no lugares reales',
  'resources.station_service.truck_lane': 'Carril para camiones',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'GNL',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Tienda',
  'resources.station_service.restaurant': 'Restaurante',
  'resources.station_service.showers': 'Duchas',
  'resources.station_service.truck_wash': 'Lavado de camiones',
  'resources.station_service.partner_card': 'Tarjeta de combustible asociada',
  'resources.station_service.open_24h': 'Abierto 24 horas',
  'resources.parking_filter.security_fence': 'Valla de seguridad',
  'resources.parking_filter.cctv': 'Videovigilancia',
  'resources.parking_filter.lighting': 'Iluminación',
  'resources.parking_filter.guarded': 'Vigilado',
  'resources.parking_filter.showers': 'Duchas',
  'resources.parking_filter.toilets': 'Aseos',
  'resources.parking_filter.restaurant': 'Restaurante',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Toma para frigoríficos',
  'resources.parking_filter.adr': 'Mercancías peligrosas (ADR)',
  'freight.wrong_credentials': 'Usuario o contraseña incorrectos',
  'freight.login_required': 'Inicie sesión primero en la bolsa de cargas',
  'freight.logout': 'Cerrar sesión en la bolsa de cargas',
};
