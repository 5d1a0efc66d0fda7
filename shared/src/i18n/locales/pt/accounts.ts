import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Iniciar sessão no FleetDeck',
  'auth.username': 'Nome de utilizador',
  'auth.password': 'Palavra-passe',
  'auth.sign_in': 'Iniciar sessão',
  'auth.invalid_credentials': 'Nome de utilizador ou palavra-passe incorretos',
  'auth.too_many_attempts':
    'Demasiadas tentativas falhadas para esta conta: tente novamente dentro de {{seconds}} s.',
  'auth.signed_out': 'Terminou a sessão',
  'auth.sign_in_again': 'Iniciar sessão novamente',
  'auth.sign_in_failed':
    'Falha ao iniciar sessão: o fornecedor de identidade não confirmou o pedido',
  'shell.main_menu': 'Menu principal',
  'errors.not_configured_title': 'Conta não configurada',
  'settings.identification.default': 'Predefinida',
  'settings.colour_mode': 'Modo de cor',
};
