import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Signed out',
  'credentials.title_wall': 'Screen revoked',
  'credentials.signed_out': 'This session was signed out (here or in another window).',
  'credentials.session_expired': 'The session has reached its maximum length.',
  'credentials.user_disabled': 'This account has been disabled by an administrator.',
  'credentials.company_removed': 'This account no longer has access to this company.',
  'credentials.wall_revoked': "This wall screen's access has been revoked.",
  'credentials.wall_hint':
    'An administrator can create a new screen address in “Configure the wall”, section “Wall screens”.',
  'credentials.data_removed': 'The live data has been removed from this screen.',
  'credentials.sign_in': 'Sign in again',
};
