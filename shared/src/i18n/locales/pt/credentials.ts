import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Sessão terminada',
  'credentials.title_wall': 'Ecrã revogado',
  'credentials.signed_out': 'Esta sessão foi terminada (aqui ou noutra janela).',
  'credentials.session_expired': 'A sessão atingiu a sua duração máxima.',
  'credentials.user_disabled': 'Esta conta foi desativada por um administrador.',
  'credentials.company_removed': 'Esta conta já não tem acesso a esta empresa.',
  'credentials.wall_revoked': 'O acesso deste ecrã de parede foi revogado.',
  'credentials.wall_hint':
    'Um administrador pode criar um novo endereço de ecrã em «Configurar a parede», secção «Ecrãs de parede».',
  'credentials.data_removed': 'Os dados em direto foram retirados deste ecrã.',
  'credentials.sign_in': 'Iniciar sessão novamente',
};
