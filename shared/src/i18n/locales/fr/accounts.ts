import type { AreaOf } from '../../languages.js';
import type { accounts as it } from '../it/accounts.js';

export const accounts: AreaOf<typeof it> = {
  'auth.sign_in_title': 'Connexion à FleetDeck',
  'auth.username': "Nom d'utilisateur",
  'auth.password': 'Mot de passe',
  'auth.sign_in': 'Se connecter',
  'auth.invalid_credentials': "Nom d'utilisateur ou mot de passe incorrect",
  'auth.too_many_attempts':
    'Trop de tentatives échouées pour ce compte : réessayez dans {{seconds}} s.',
  'auth.signed_out': 'Vous êtes déconnecté',
  'auth.sign_in_again': 'Se reconnecter',
  'auth.sign_in_failed':
    "Échec de la connexion : le fournisseur d'identité n'a pas confirmé la demande",
  'shell.main_menu': 'Menu principal',
  'errors.not_configured_title': 'Compte non configuré',
  'settings.identification.default': 'Par défaut',
  'settings.colour_mode': 'Mode de couleur',
};
