import type { AreaOf } from '../../languages.js';
import type { credentials as it } from '../it/credentials.js';

export const credentials: AreaOf<typeof it> = {
  'credentials.title': 'Wylogowano',
  'credentials.title_wall': 'Ekran odwołany',
  'credentials.signed_out': 'Ta sesja została zakończona (tutaj lub w innym oknie).',
  'credentials.session_expired': 'Sesja osiągnęła maksymalny czas trwania.',
  'credentials.user_disabled': 'To konto zostało wyłączone przez administratora.',
  'credentials.company_removed': 'To konto nie ma już dostępu do tej firmy.',
  'credentials.wall_revoked': 'Dostęp tego ekranu ściennego został odwołany.',
  'credentials.wall_hint':
    'Administrator może utworzyć nowy adres ekranu w „Skonfiguruj ścianę”, sekcja „Ekrany ścienne”.',
  'credentials.data_removed': 'Dane na żywo zostały usunięte z tego ekranu.',
  'credentials.sign_in': 'Zaloguj się ponownie',
};
