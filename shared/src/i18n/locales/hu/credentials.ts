import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Kijelentkezve',
  'credentials.title_wall': 'Képernyő visszavonva',
  'credentials.signed_out': 'Ez a munkamenet kijelentkezett (itt vagy egy másik ablakban).',
  'credentials.session_expired': 'A munkamenet elérte a maximális időtartamát.',
  'credentials.user_disabled': 'Ezt a fiókot egy rendszergazda letiltotta.',
  'credentials.company_removed': 'Ennek a fióknak már nincs hozzáférése ehhez a céghez.',
  'credentials.wall_revoked': 'Ennek a falképernyőnek a hozzáférését visszavonták.',
  'credentials.wall_hint':
    'Egy rendszergazda új képernyőcímet hozhat létre itt: „A fal beállítása”, „Falképernyők” szakasz.',
  'credentials.data_removed': 'Az élő adatok lekerültek erről a képernyőről.',
  'credentials.sign_in': 'Bejelentkezés újra',
};
