import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Bei FleetDeck anmelden',
  'auth.username': 'Benutzername',
  'auth.password': 'Passwort',
  'auth.sign_in': 'Anmelden',
  'auth.invalid_credentials': 'Falscher Benutzername oder falsches Passwort',
  'auth.too_many_attempts':
    'Zu viele fehlgeschlagene Versuche für dieses Konto: in {{seconds}} s erneut versuchen.',
  'auth.signed_out': 'Sie haben sich abgemeldet',
  'auth.sign_in_again': 'Erneut anmelden',
  'auth.sign_in_failed':
    'Anmeldung fehlgeschlagen: Der Identitätsanbieter hat die Anfrage nicht bestätigt',
  'shell.main_menu': 'Hauptmenü',
  'errors.not_configured_title': 'Konto nicht eingerichtet',
  'settings.identification.default': 'Standard',
  'settings.colour_mode': 'Farbmodus',
};
