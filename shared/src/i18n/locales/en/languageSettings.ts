import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Language and time zone',
  'language_settings.language': 'Interface language',
  'language_settings.infringement_nation': 'Infringement country',
  'language_settings.time_zone': 'Time zone',
  'language_settings.save': 'Save',
  'language_settings.dark_mode': 'Dark mode',
  'language_settings.reloading': 'Settings saved, reloading…',
};
