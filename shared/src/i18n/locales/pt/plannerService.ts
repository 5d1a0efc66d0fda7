import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    'Dados de exemplo: postos de combustível e parques de estacionamento gerados, não locais reais',
  'resources.station_service.truck_lane': 'Faixa para camiões',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'GNL',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Loja',
  'resources.station_service.restaurant': 'Restaurante',
  'resources.station_service.showers': 'Duches',
  'resources.station_service.truck_wash': 'Lavagem de camiões',
  'resources.station_service.partner_card': 'Cartão de combustível parceiro',
  'resources.station_service.open_24h': 'Aberto 24 horas',
  'resources.parking_filter.security_fence': 'Vedação de segurança',
  'resources.parking_filter.cctv': 'Videovigilância',
  'resources.parking_filter.lighting': 'Iluminação',
  'resources.parking_filter.guarded': 'Vigiado',
  'resources.parking_filter.showers': 'Duches',
  'resources.parking_filter.toilets': 'Casas de banho',
  'resources.parking_filter.restaurant': 'Restaurante',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Tomada para frigoríficos',
  'resources.parking_filter.adr': 'Mercadorias perigosas (ADR)',
  'freight.wrong_credentials': 'Nome de utilizador ou palavra-passe incorretos',
  'freight.login_required': 'Inicie sessão primeiro na bolsa de cargas',
  'freight.logout': 'Terminar sessão na bolsa de cargas',
};
