import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Sign in to FleetDeck',
  'auth.username': 'Username',
  'auth.password': 'Password',
  'auth.sign_in': 'Sign in',
  'auth.invalid_credentials': 'Wrong username or password',
  'auth.too_many_attempts':
    'Too many failed attempts for this account: try again in {{seconds}} s.',
  'auth.signed_out': 'You have signed out',
  'auth.sign_in_again': 'Sign in again',
  'auth.sign_in_failed': 'Sign-in failed: the identity provider did not confirm the request',
  'shell.main_menu': 'Main menu',
  'errors.not_configured_title': 'Account not configured',
  'settings.identification.default': 'Default',
  'settings.colour_mode': 'Colour mode',
};
