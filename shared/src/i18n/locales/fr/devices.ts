import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'fr'> = {
  'devices.title': 'Appareils',
  'devices.info':
    'Traceurs et téléphones qui envoient les positions des véhicules directement à FleetDeck, sans service télématique.',
  'devices.list_title': "Appareils de l'entreprise",
  'devices.load_failed': 'Impossible de charger les appareils',
  'devices.none': 'Aucun appareil associé à un véhicule.',
  'devices.protocol_teltonika': 'Traceur Teltonika (IMEI)',
  'devices.protocol_osmand': 'Téléphone avec OsmAnd',
  'devices.remove': 'Retirer',
  'devices.remove_title': "Retirer l'appareil ?",
  'devices.remove_confirm': 'Les positions de {{device}} ne seront plus acceptées pour {{plate}}.',
  'devices.removed': 'Appareil {{device}} retiré.',
  'devices.restored': 'Appareil {{device}} associé de nouveau.',
  'devices.undo': 'Annuler',
  'devices.add_title': 'Ajouter un appareil',
  'devices.protocol': 'Protocole',
  'devices.device_id': 'IMEI ou identifiant',
  'devices.hint_teltonika': "L'IMEI a 15 chiffres, le dernier étant le chiffre de contrôle.",
  'devices.hint_osmand':
    "L'identifiant défini dans l'application : 1 à 64 lettres, chiffres, points, traits d'union et tirets bas.",
  'devices.vehicle': 'Véhicule',
  'devices.target_new': 'Nouveau véhicule',
  'devices.target_existing': 'Véhicule existant',
  'devices.plate': 'Immatriculation',
  'devices.existing_vehicle': "Véhicule de l'entreprise",
  'devices.pick_vehicle': 'Choisir un véhicule',
  'devices.label': 'Libellé (facultatif)',
  'devices.add': 'Ajouter',
  'devices.added': 'Appareil {{device}} associé.',
  'devices.unknown_title': 'Appareils inconnus',
  'devices.unknown_info':
    'Appareils refusés car aucune entreprise ne les a associés : associez-en un à un véhicule pour accepter ses positions.',
  'devices.unknown_failed': 'Impossible de charger les appareils inconnus',
  'devices.unknown_none': 'Aucun appareil inconnu.',
  'devices.unknown_seen_no_remote': 'dernière tentative {{time}}, tentatives : {{attempts}}',
  'devices.unknown_seen':
    'dernière tentative {{time}} depuis {{remote}}, tentatives : {{attempts}}',
  'devices.bind': 'Associer',
  'devices.bind_title': 'Associer {{device}} à un véhicule',
};
