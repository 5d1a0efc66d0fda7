import type { AreaOf } from '../../languages.js';
import type { plannerService as it } from '../it/plannerService.js';

export const plannerService: AreaOf<typeof it> = {
  'resources.sample_data':
    "Données d'exemple : stations-service et aires de stationnement générées, pas des lieux réels",
  'resources.station_service.truck_lane': 'Voie poids lourds',
  'resources.station_service.adblue': 'AdBlue',
  'resources.station_service.lng': 'GNL',
  'resources.station_service.hvo': 'HVO',
  'resources.station_service.shop': 'Boutique',
  'resources.station_service.restaurant': 'Restaurant',
  'resources.station_service.showers': 'Douches',
  'resources.station_service.truck_wash': 'Lavage poids lourds',
  'resources.station_service.partner_card': 'Carte carburant partenaire',
  'resources.station_service.open_24h': 'Ouvert 24 h/24',
  'resources.parking_filter.security_fence': 'Clôture de sécurité',
  'resources.parking_filter.cctv': 'Vidéosurveillance',
  'resources.parking_filter.lighting': 'Éclairage',
  'resources.parking_filter.guarded': 'Gardienné',
  'resources.parking_filter.showers': 'Douches',
  'resources.parking_filter.toilets': 'Toilettes',
  'resources.parking_filter.restaurant': 'Restaurant',
  'resources.parking_filter.wifi': 'Wi-Fi',
  'resources.parking_filter.reefer_power': 'Prise pour frigorifique',
  'resources.parking_filter.adr': 'Marchandises dangereuses (ADR)',
  'freight.wrong_credentials': "Nom d'utilisateur ou mot de passe incorrect",
  'freight.login_required': "Connectez-vous d'abord à la bourse de fret",
  'freight.logout': 'Se déconnecter de la bourse de fret',
};
