import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Sesión cerrada',
  'credentials.title_wall': 'Pantalla revocada',
  'credentials.signed_out': 'Esta sesión se ha cerrado (aquí o en otra ventana).',
  'credentials.session_expired': 'La sesión ha alcanzado su duración máxima.',
  'credentials.user_disabled': 'Un administrador ha desactivado esta cuenta.',
  'credentials.company_removed': 'Esta cuenta ya no tiene acceso a esta empresa.',
  'credentials.wall_revoked': 'Se ha revocado el acceso de esta pantalla de pared.',
  'credentials.wall_hint':
    'Un administrador puede crear una nueva dirección de pantalla en «Configurar la pared», sección «Pantallas de pared».',
  'credentials.data_removed': 'Los datos en directo se han retirado de esta pantalla.',
  'credentials.sign_in': 'Iniciar sesión de nuevo',
};
