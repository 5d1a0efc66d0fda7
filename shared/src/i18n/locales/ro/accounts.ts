import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Autentificare în FleetDeck',
  'auth.username': 'Nume de utilizator',
  'auth.password': 'Parolă',
  'auth.sign_in': 'Autentificare',
  'auth.invalid_credentials': 'Nume de utilizator sau parolă greșite',
  'auth.too_many_attempts':
    'Prea multe încercări eșuate pentru acest cont: încercați din nou peste {{seconds}} s.',
  'auth.signed_out': 'V-ați deconectat',
  'auth.sign_in_again': 'Autentificați-vă din nou',
  'auth.sign_in_failed': 'Autentificarea a eșuat: furnizorul de identitate nu a confirmat cererea',
  'shell.main_menu': 'Meniu principal',
  'errors.not_configured_title': 'Cont neconfigurat',
  'settings.identification.default': 'Implicită',
  'settings.colour_mode': 'Mod de culoare',
};
