import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Bejelentkezés a FleetDeckbe',
  'auth.username': 'Felhasználónév',
  'auth.password': 'Jelszó',
  'auth.sign_in': 'Bejelentkezés',
  'auth.invalid_credentials': 'Hibás felhasználónév vagy jelszó',
  'auth.too_many_attempts':
    'Túl sok sikertelen próbálkozás ezzel a fiókkal: próbálja újra {{seconds}} mp múlva.',
  'auth.signed_out': 'Kijelentkezett',
  'auth.sign_in_again': 'Újra bejelentkezés',
  'auth.sign_in_failed':
    'A bejelentkezés sikertelen: az identitásszolgáltató nem erősítette meg a kérést',
  'shell.main_menu': 'Főmenü',
  'errors.not_configured_title': 'A fiók nincs beállítva',
  'settings.identification.default': 'Alapértelmezett',
  'settings.colour_mode': 'Színmód',
};
