import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Abgemeldet',
  'credentials.title_wall': 'Bildschirm gesperrt',
  'credentials.signed_out': 'Diese Sitzung wurde abgemeldet (hier oder in einem anderen Fenster).',
  'credentials.session_expired': 'Die Sitzung hat ihre maximale Dauer erreicht.',
  'credentials.user_disabled': 'Dieses Konto wurde von einem Administrator deaktiviert.',
  'credentials.company_removed': 'Dieses Konto hat keinen Zugriff mehr auf dieses Unternehmen.',
  'credentials.wall_revoked': 'Der Zugang dieses Wandbildschirms wurde widerrufen.',
  'credentials.wall_hint':
    'Ein Administrator kann unter „Wand konfigurieren“, Abschnitt „Wandbildschirme“, eine neue Bildschirmadresse erstellen.',
  'credentials.data_removed': 'Die Live-Daten wurden von diesem Bildschirm entfernt.',
  'credentials.sign_in': 'Erneut anmelden',
};
