import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Zaloguj się do FleetDeck',
  'auth.username': 'Nazwa użytkownika',
  'auth.password': 'Hasło',
  'auth.sign_in': 'Zaloguj się',
  'auth.invalid_credentials': 'Nieprawidłowa nazwa użytkownika lub hasło',
  'auth.too_many_attempts':
    'Zbyt wiele nieudanych prób dla tego konta: spróbuj ponownie za {{seconds}} s.',
  'auth.signed_out': 'Wylogowano',
  'auth.sign_in_again': 'Zaloguj się ponownie',
  'auth.sign_in_failed': 'Logowanie nie powiodło się: dostawca tożsamości nie potwierdził żądania',
  'shell.main_menu': 'Menu główne',
  'errors.not_configured_title': 'Konto nieskonfigurowane',
  'settings.identification.default': 'Domyślna',
  'settings.colour_mode': 'Tryb kolorów',
};
