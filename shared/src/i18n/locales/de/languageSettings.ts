import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Sprache und Zeitzone',
  'language_settings.language': 'Sprache der Oberfläche',
  'language_settings.infringement_nation': 'Land der Verstöße',
  'language_settings.time_zone': 'Zeitzone',
  'language_settings.save': 'Speichern',
  'language_settings.dark_mode': 'Dunkelmodus',
  'language_settings.reloading': 'Einstellungen gespeichert, wird neu geladen…',
};
