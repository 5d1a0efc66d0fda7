import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Γλώσσα και ζώνη ώρας',
  'language_settings.language': 'Γλώσσα διεπαφής',
  'language_settings.infringement_nation': 'Χώρα παραβάσεων',
  'language_settings.time_zone': 'Ζώνη ώρας',
  'language_settings.save': 'Αποθήκευση',
  'language_settings.dark_mode': 'Σκοτεινή λειτουργία',
  'language_settings.reloading': 'Οι ρυθμίσεις αποθηκεύτηκαν, επαναφόρτωση…',
};
