import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Iniciar sesión en FleetDeck',
  'auth.username': 'Nombre de usuario',
  'auth.password': 'Contraseña',
  'auth.sign_in': 'Iniciar sesión',
  'auth.invalid_credentials': 'Nombre de usuario o contraseña incorrectos',
  'auth.too_many_attempts':
    'Demasiados intentos fallidos para esta cuenta: inténtelo de nuevo en {{seconds}} s.',
  'auth.signed_out': 'Ha cerrado la sesión',
  'auth.sign_in_again': 'Volver a iniciar sesión',
  'auth.sign_in_failed':
    'Error al iniciar sesión: el proveedor de identidad no confirmó la solicitud',
  'shell.main_menu': 'Menú principal',
  'errors.not_configured_title': 'Cuenta no configurada',
  'settings.identification.default': 'Predeterminada',
  'settings.colour_mode': 'Modo de color',
};
