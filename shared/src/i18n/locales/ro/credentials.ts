import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Sesiune încheiată',
  'credentials.title_wall': 'Ecran revocat',
  'credentials.signed_out': 'Această sesiune a fost închisă (aici sau în altă fereastră).',
  'credentials.session_expired': 'Sesiunea a atins durata maximă.',
  'credentials.user_disabled': 'Acest cont a fost dezactivat de un administrator.',
  'credentials.company_removed': 'Acest cont nu mai are acces la această companie.',
  'credentials.wall_revoked': 'Accesul acestui ecran de perete a fost revocat.',
  'credentials.wall_hint':
    'Un administrator poate crea o nouă adresă de ecran în „Configurează peretele”, secțiunea „Ecrane de perete”.',
  'credentials.data_removed': 'Datele în timp real au fost eliminate de pe acest ecran.',
  'credentials.sign_in': 'Autentificați-vă din nou',
};
