import type { AreaOf } from '../../languages.js';
import type { devices as it } from '../it/devices.js';

export const devices: AreaOf<typeof it, 'pt'> = {
  'devices.title': 'Dispositivos',
  'devices.info':
    'Localizadores e telefones que enviam as posições dos veículos diretamente ao FleetDeck, sem um serviço telemático.',
  'devices.list_title': 'Dispositivos da empresa',
  'devices.load_failed': 'Não foi possível carregar os dispositivos',
  'devices.none': 'Nenhum dispositivo associado a um veículo.',
  'devices.protocol_teltonika': 'Localizador Teltonika (IMEI)',
  'devices.protocol_osmand': 'Telefone com OsmAnd',
  'devices.remove': 'Remover',
  'devices.remove_title': 'Remover o dispositivo?',
  'devices.remove_confirm': 'As posições de {{device}} deixarão de ser aceites para {{plate}}.',
  'devices.removed': 'Dispositivo {{device}} removido.',
  'devices.restored': 'Dispositivo {{device}} associado de novo.',
  'devices.undo': 'Anular',
  'devices.add_title': 'Adicionar um dispositivo',
  'devices.protocol': 'Protocolo',
  'devices.device_id': 'IMEI ou identificador',
  'devices.hint_teltonika': 'O IMEI tem 15 algarismos; o último é o algarismo de controlo.',
  'devices.hint_osmand':
    'O identificador definido na aplicação: de 1 a 64 letras, algarismos, pontos, hífenes e sublinhados.',
  'devices.vehicle': 'Veículo',
  'devices.target_new': 'Veículo novo',
  'devices.target_existing': 'Veículo existente',
  'devices.plate': 'Matrícula',
  'devices.existing_vehicle': 'Veículo da empresa',
  'devices.pick_vehicle': 'Escolher um veículo',
  'devices.label': 'Etiqueta (opcional)',
  'devices.add': 'Adicionar',
  'devices.added': 'Dispositivo {{device}} associado.',
  'devices.unknown_title': 'Dispositivos desconhecidos',
  'devices.unknown_info':
    'Dispositivos recusados porque nenhuma empresa os associou: associe um a um veículo para aceitar as suas posições.',
  'devices.unknown_failed': 'Não foi possível carregar os dispositivos desconhecidos',
  'devices.unknown_none': 'Nenhum dispositivo desconhecido.',
  'devices.unknown_seen_no_remote': 'última tentativa {{time}}, tentativas: {{attempts}}',
  'devices.unknown_seen':
    'última tentativa {{time}} a partir de {{remote}}, tentativas: {{attempts}}',
  'devices.bind': 'Associar',
  'devices.bind_title': 'Associar {{device}} a um veículo',
};
