import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Session terminée',
  'credentials.title_wall': 'Écran révoqué',
  'credentials.signed_out': 'Cette session a été fermée (ici ou dans une autre fenêtre).',
  'credentials.session_expired': 'La session a atteint sa durée maximale.',
  'credentials.user_disabled': 'Ce compte a été désactivé par un administrateur.',
  'credentials.company_removed': "Ce compte n'a plus accès à cette entreprise.",
  'credentials.wall_revoked': "L'accès de cet écran mural a été révoqué.",
  'credentials.wall_hint':
    "Un administrateur peut créer une nouvelle adresse d'écran dans Paramètres, Écrans muraux.",
  'credentials.data_removed': 'Les données en direct ont été retirées de cet écran.',
  'credentials.sign_in': 'Se reconnecter',
};
