import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Język i strefa czasowa',
  'language_settings.language': 'Język interfejsu',
  'language_settings.infringement_nation': 'Kraj naruszeń',
  'language_settings.time_zone': 'Strefa czasowa',
  'language_settings.save': 'Zapisz',
  'language_settings.dark_mode': 'Tryb ciemny',
  'language_settings.reloading': 'Zapisano ustawienia, ponowne ładowanie…',
};
